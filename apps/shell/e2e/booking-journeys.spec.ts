import {
  appointmentsOf,
  chooseServiceAndStaff,
  chooseSlot,
  type Locale,
  logInThroughDialog,
  newCustomerAt,
  prefix,
  searchParam,
  WORDS,
} from "./booking-support";
import { addAddress, callApi, cartLink, fillCard, ordersOf, signUp, storeLogin } from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";
import { serverPage } from "./ssr-support";
import { hostUrl, scriptsAskedFor } from "./support";

// Issue 14's journeys against the real server: the salon and the hospital, in English at a desktop
// size and in Arabic at a phone size. Each test books a person or day no other test books.

const SUCCESS_CARD = "4242 4242 4242 4242";

const NAMES = {
  haircut: { en: "Haircut & blow-dry", ar: "قص وتصفيف الشعر" },
  manicure: { en: "Manicure", ar: "مانيكير" },
  reem: { en: "Reem", ar: "ريم" },
  dana: { en: "Dana", ar: "دانة" },
  hala: { en: "Hala", ar: "هالة" },
  colouringOffer: { en: "20% off hair colouring", ar: "خصم 20٪ على صبغ الشعر" },
  general: { en: "General consultation", ar: "استشارة عامة" },
  dermatology: { en: "Dermatology", ar: "الأمراض الجلدية" },
  khalid: { en: "Dr. Khalid Al-Qahtani", ar: "د. خالد القحطاني" },
  yousef: { en: "Dr. Yousef Nasser", ar: "د. يوسف ناصر" },
  hospitalStreet: { en: "Prince Sultan Street 45", ar: "شارع الأمير سلطان 45" },
  voucher100: { en: "Gift voucher 100", ar: "قسيمة هدية 100" },
} as const;

/** The ids the flow keeps in the URL (service, staff, slot). */
function choiceOf(url: string) {
  return {
    service_id: searchParam(url, "service") ?? "",
    staff_id: searchParam(url, "staff"),
    starts_at: searchParam(url, "slot") ?? "",
  };
}

for (const locale of ["en", "ar"] as Locale[]) {
  const words = WORDS[locale];
  const p = prefix(locale);
  // Two runs of one test (en, ar) never share a day. Not the first free day: late in the day its
  // first free time can be within the 2-hour cancel notice, and the journey cancels what it books.
  const dayIndex = locale === "en" ? 1 : 2;

  test.describe(`booking (${locale})`, () => {
    test.use({ viewport: locale === "en" ? { width: 1280, height: 900 } : { width: 390, height: 844 } });

    test(`salon (${locale}): service → stylist → day → time → log in → confirm → in the account → cancel`, async ({
      page,
      baseURL,
    }) => {
      const origin = hostUrl(baseURL, "salon");
      await page.goto(`${origin}${p}/`);
      const customer = await signUp(page);
      await page.goto(`${origin}${p}/booking`);
      const startsAt = await chooseSlot(page, locale, {
        service: NAMES.haircut[locale],
        staff: NAMES.reem[locale],
        dayIndex,
      });
      await page.getByRole("button", { name: words.logInToConfirm }).click();
      await logInThroughDialog(page, customer);
      // Back on the chosen slot, now with "Confirm".
      await expect(page).toHaveURL(/[?&]slot=/);
      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("heading", { name: words.booked })).toBeVisible();

      await page.getByRole("link", { name: words.seeAppointments }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/account/appointment$`));
      const card = page.locator('[data-slot="appointment"]', { hasText: NAMES.haircut[locale] });
      await expect(card).toHaveCount(1);
      await expect(card.locator("time").first()).toHaveAttribute(
        "datetime",
        new Date(startsAt).toISOString(),
      );
      // The card also has "Reschedule" (issue 43): its "Cancel <service>" button.
      await card.getByRole("button", { name: `${words.cancel} ${NAMES.haircut[locale]}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: words.cancelAppointment }).click();
      await expect(page.getByText(words.cancelled).first()).toBeVisible();

      const [appointment] = await appointmentsOf(page, customer);
      expect(appointment?.status).toBe("cancelled");
      expect(Date.parse(appointment?.starts_at ?? "")).toBe(Date.parse(startsAt));
    });

    test(`salon (${locale}): a day from the calendar, whose code loads when it is first opened`, async ({
      page,
      baseURL,
    }) => {
      const calendarScripts = scriptsAskedFor(page, "/date-picker-calendar-");
      await page.goto(`${hostUrl(baseURL, "salon")}${p}/booking`);
      await chooseServiceAndStaff(page, { service: NAMES.manicure[locale], staff: NAMES.dana[locale] });
      // Issue 43, defect 10: the ids travel as plain numbers, never JSON-quoted (`service=%224%22`).
      await expect(page).toHaveURL(/[?&]service=\d+&staff=\d+(&|$)/);
      expect(page.url()).not.toContain("%22");
      const trigger = page.locator('[data-slot="date-picker-trigger"]');
      await expect(trigger).toBeVisible();
      expect(calendarScripts).toEqual([]);

      await trigger.click();
      const calendar = page.getByRole("dialog");
      await calendar.locator("[role=grid] button:enabled").first().click();
      await expect(calendar).toBeHidden();
      await expect(
        page.getByRole("list", { name: words.freeTimes }).getByRole("button").first(),
      ).toBeVisible();
      expect(calendarScripts).toHaveLength(1);
    });

    test(`salon (${locale}): an old link with JSON-quoted ids still opens its choice, now written plainly`, async ({
      page,
      baseURL,
    }) => {
      const origin = hostUrl(baseURL, "salon");
      await page.goto(`${origin}${p}/booking`);
      await chooseServiceAndStaff(page, { service: NAMES.manicure[locale], staff: NAMES.dana[locale] });
      await expect(page).toHaveURL(/[?&]staff=\d+/);
      const { service_id, staff_id } = choiceOf(page.url());
      await page.goto(`${origin}${p}/booking?service=%22${service_id}%22&staff=%22${staff_id}%22`);
      await expect(page.getByRole("list", { name: words.nextDays })).toBeVisible();
      await expect(page).toHaveURL(`${origin}${p}/booking?service=${service_id}&staff=${staff_id}`);
    });

    test(`salon (${locale}): the confirm step's code comes with the choice of a day; a page with a time has it from the server`, async ({
      page,
      baseURL,
    }) => {
      const confirmScripts = scriptsAskedFor(page, "/confirm-step-");
      await page.goto(`${hostUrl(baseURL, "salon")}${p}/booking`);
      await chooseServiceAndStaff(page, { service: NAMES.haircut[locale], staff: NAMES.reem[locale] });
      await expect(page.getByRole("list", { name: words.nextDays })).toBeVisible();
      expect(confirmScripts).toEqual([]);

      await page.getByRole("list", { name: words.nextDays }).getByRole("button").nth(dayIndex).click();
      const times = page.getByRole("list", { name: words.freeTimes }).getByRole("button");
      await times.first().click();
      await expect(page.getByRole("button", { name: words.logInToConfirm })).toBeVisible();
      expect(confirmScripts).toHaveLength(1);

      // Two pages with a time, rendered by the server one after the other: each shows the confirm
      // step in its HTML and names its chunk (React resolves a lazy component once per process).
      const first = page.url();
      await times.nth(1).click();
      await expect(page).not.toHaveURL(first);
      for (const url of [first, page.url()]) {
        const { pathname, search } = new URL(url);
        const html = await (await serverPage(page.request, baseURL, "salon", `${pathname}${search}`)).text();
        expect(html).toContain(words.logInToConfirm);
        expect(html).toMatch(/\/confirm-step-[\w-]+\.js/);
      }
    });

    test(`hospital (${locale}): a consultation with a doctor, the confirmation says where`, async ({
      page,
      baseURL,
    }) => {
      const customer = await newCustomerAt(page, `${hostUrl(baseURL, "hospital")}${p}`, "/booking");
      await chooseSlot(page, locale, {
        service: NAMES.general[locale],
        staff: NAMES.khalid[locale],
        dayIndex,
      });
      await page.getByRole("button", { name: words.confirm }).click();
      const confirmation = page.getByRole("status").filter({ hasText: words.booked });
      await expect(confirmation).toContainText(NAMES.khalid[locale]);
      await expect(confirmation).toContainText(NAMES.hospitalStreet[locale]);
      const appointments = await appointmentsOf(page, customer);
      expect(appointments.map((a) => a.status)).toEqual(["booked"]);
    });

    test(`hospital (${locale}): a call back — a number read left to right, a day, a time — reaches the clinic`, async ({
      page,
      baseURL,
    }) => {
      await newCustomerAt(page, `${hostUrl(baseURL, "hospital")}${p}`, "/booking");
      const callBack = page.getByRole("region", { name: words.preferACall });
      const phone = callBack.getByLabel(words.phoneNumber);
      // "+966 …" stays in order on an Arabic page: the number is laid out left to right.
      await expect(phone).toHaveAttribute("dir", "ltr");
      await phone.fill("+966 50 123 4567");
      // A day next month: always ahead of now and inside the 60-day window, whatever today is.
      await callBack.locator('[data-slot="date-picker-trigger"]').click();
      const calendar = page.getByRole("dialog");
      await calendar.getByRole("button", { name: words.nextMonth }).click();
      await calendar.locator("[role=grid] button:enabled").first().click();
      await expect(calendar).toBeHidden();
      const sent = page.waitForResponse(
        (response) => response.request().method() === "POST" && /callback/.test(response.url()),
      );
      await callBack.getByRole("button", { name: words.callMeBack }).click();
      const answer = await sent;
      expect(answer.status()).toBe(201);
      const { data } = (await answer.json()) as { data: { phone: string; preferred_at: string } };
      expect(data.phone).toBe("966501234567");
      expect(Date.parse(data.preferred_at)).toBeGreaterThan(Date.now());
      await expect(page.getByRole("status").filter({ hasText: words.willCall })).toBeVisible();
    });

    test(`salon (${locale}): a time taken by someone else meanwhile gives a clear message and fresh times`, async ({
      page,
      baseURL,
    }) => {
      const origin = hostUrl(baseURL, "salon");
      await page.goto(`${origin}${p}/`);
      const customer = await signUp(page);
      const someoneElse = await signUp(page);
      await storeLogin(page, customer);
      await page.goto(`${origin}${p}/booking`);
      const startsAt = await chooseSlot(page, locale, {
        service: NAMES.manicure[locale],
        staff: NAMES.dana[locale],
        dayIndex,
      });
      const taken = await callApi(page, "/booking/appointments", {
        customerToken: someoneElse.token,
        body: choiceOf(page.url()),
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);

      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("alert").filter({ hasText: words.slotTaken })).toBeVisible();
      await expect(page).not.toHaveURL(/[?&]slot=/);
      const times = page.getByRole("list", { name: words.freeTimes });
      await expect(times.locator(`time[datetime="${startsAt}"]`)).toHaveCount(0);
      await times.getByRole("button").first().click();
      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("heading", { name: words.booked })).toBeVisible();
      expect((await appointmentsOf(page, customer)).length).toBe(1);
    });

    test(`salon (${locale}): an offer from /all-offer?show-list takes its discount off what the server charges`, async ({
      page,
      baseURL,
    }) => {
      const customer = await newCustomerAt(page, `${hostUrl(baseURL, "salon")}${p}`, "/all-offer?show-list");
      await page
        .getByRole("article", { name: NAMES.colouringOffer[locale] })
        .getByRole("link", { name: words.bookWithOffer })
        .click();
      await expect(page).toHaveURL(/[?&]offer=\d+(&|$)/);
      expect(page.url()).not.toContain("%22");
      await chooseSlot(page, locale, { staff: NAMES.hala[locale], dayIndex });
      await expect(page.getByTestId("booking-price").getByText(words.offer, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("heading", { name: words.booked })).toBeVisible();
      const [appointment] = await appointmentsOf(page, customer);
      // Hair colouring is 350.00; 20% off.
      expect(appointment?.price).toBe(280);
    });

    test(`hospital (${locale}): a voucher bought by card and redeemed on a booking`, async ({
      page,
      baseURL,
    }) => {
      const site = `${hostUrl(baseURL, "hospital")}${p}`;
      const customer = await newCustomerAt(page, site, "/vouchers");
      await page.getByRole("article", { name: NAMES.voucher100[locale] }).getByRole("link").click();
      await fillCard(page, SUCCESS_CARD);
      await page.getByRole("button", { name: words.payNow }).click();
      const mine = page.getByRole("region", { name: words.yourVouchers });
      await expect(mine).toBeVisible();
      const code = (await mine.getByTestId("voucher-code").first().textContent())?.trim() ?? "";
      expect(code.length).toBeGreaterThanOrEqual(4);

      await page.goto(`${site}/booking`);
      await chooseSlot(page, locale, {
        service: NAMES.dermatology[locale],
        staff: NAMES.yousef[locale],
        dayIndex,
      });
      await page.getByLabel(words.voucherCode).fill(code);
      await page.getByRole("button", { name: words.apply }).click();
      await expect(page.getByTestId("booking-price").getByText(words.voucher, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("heading", { name: words.booked })).toBeVisible();
      const [appointment] = await appointmentsOf(page, customer);
      // Dermatology is 300.00; the voucher pays 100.00 of it.
      expect(appointment?.price).toBe(200);
    });
  });
}

test("salon: a hair-care product bought through the shared checkout", async ({ page, baseURL }) => {
  const origin = hostUrl(baseURL, "salon");
  await page.goto(`${origin}/products`);
  const customer = await signUp(page);
  await addAddress(page, customer);
  await storeLogin(page, customer);
  await page.goto(`${origin}/products`);
  await page
    .getByRole("link", { name: /Argan Oil Shampoo/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Argan Oil Shampoo" })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(cartLink(page)).toHaveAttribute("data-count", "1");
  // The count turns at once; the toast waits for the server, which a page load must not race.
  await expect(page.getByText("Argan Oil Shampoo added to the cart", { exact: true })).toBeAttached();
  await page.goto(`${origin}/checkout`);
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/complete\?/);
  const orders = await ordersOf(page, customer);
  expect(orders.total).toBe(1);
});
