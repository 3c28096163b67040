import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { hostUrl } from "./support";

// After a table or kiosk order the diner watches it go through the kitchen — received, preparing,
// ready — without reloading: the page polls, the staff move it on (here through the staff call,
// as a kitchen screen would). And the kiosk on a 1080×1920 portrait screen uses its height.

const WORDS = {
  en: {
    prefix: "",
    coffee: "Arabic Coffee",
    noSugar: "No sugar",
    add: /^Add to order/,
    payAtTable: "Pay at the table",
    send: "Send to the kitchen",
    start: "kiosk-start-en",
    payCounter: "Pay at the counter",
    payAndOrder: "Pay and order",
    steps: { received: "Received", preparing: "Preparing", ready: "Ready" },
    said: {
      received: "The kitchen has received your order.",
      preparing: "The kitchen is preparing your order.",
      readyTable: "Ready — it is on its way to your table.",
      readyCounter: "Ready — please collect it at the counter.",
    },
  },
  ar: {
    prefix: "/ar",
    coffee: "قهوة عربية",
    noSugar: "بدون سكر",
    add: /^أضف إلى الطلب/,
    payAtTable: "الدفع على الطاولة",
    send: "أرسل إلى المطبخ",
    start: "kiosk-start-ar",
    payCounter: "الدفع عند الكاونتر",
    payAndOrder: "ادفع واطلب",
    steps: { received: "تم الاستلام", preparing: "قيد التحضير", ready: "جاهز" },
    said: {
      received: "استلم المطبخ طلبك.",
      preparing: "المطبخ يحضّر طلبك.",
      readyTable: "جاهز — في الطريق إلى طاولتك.",
      readyCounter: "جاهز — تفضّل باستلامه من الكاونتر.",
    },
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const STAFF_KEY = process.env.E2E_STAFF_KEY ?? "";
/** The page polls every 5 s: a step shows within two polls. */
const STEP_SHOWS = { timeout: 12_000 };
const SHOTS = "/tmp/restaurant-shots";

/** Moves an order on in the kitchen through the staff call, as the kitchen's screen would. */
async function advance(
  request: APIRequestContext,
  page: Page,
  baseURL: string | undefined,
  id: string,
  to: string,
) {
  const token = await page.evaluate(
    () =>
      JSON.parse(document.getElementById("storefront-payload")?.textContent ?? "{}").partner?.access_token,
  );
  const port = new URL(baseURL ?? "http://127.0.0.1").port;
  // Node does not resolve `*.localhost`: the server on loopback, with the restaurant's Host.
  const answer = await request.post(
    `http://127.0.0.1:${port}/ecommerce/api/snachoo/staff/orders/${id}/kitchen_status`,
    {
      headers: {
        host: `restaurant.localhost:${port}`,
        authorization: `Bearer ${token}`,
        "x-staff-key": STAFF_KEY,
      },
      data: { kitchen_status: to },
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The placed order's id, from the order call's answer. */
function placedOrderId(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) => response.url().includes("/restaurant/kiosk_order") && response.status() === 201,
    )
    .then(async (response) => String((await response.json()).data._id));
}

/** Adds a coffee without sugar from the open menu. */
async function addCoffee(page: Page, w: Words) {
  await page.getByTestId("menu-item").filter({ hasText: w.coffee }).first().getByRole("button").click();
  const sheet = page.getByTestId("item-sheet");
  await sheet.getByRole("radio", { name: w.noSugar }).check();
  await sheet.getByRole("button", { name: w.add }).click();
  await expect(sheet).toBeHidden();
}

/** The progress shows `step` as the current one, said in words in the polite live region. */
async function expectStep(page: Page, w: Words, step: "received" | "preparing" | "ready", said: string) {
  const progress = page.locator("[data-slot=order-progress]");
  await expect(progress.locator('[aria-current="step"] [data-slot=step-label]')).toHaveText(
    w.steps[step],
    STEP_SHOWS,
  );
  await expect(progress.getByTestId("order-status")).toContainText(said);
  await expect(progress.getByTestId("order-status")).toHaveAttribute("aria-live", "polite");
}

for (const locale of ["en", "ar"] as const) {
  const w: Words = WORDS[locale];

  for (const [device, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`${locale} ${device}: a table order shows received, then preparing and ready as the kitchen moves it on`, async ({
      page,
      baseURL,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const origin = hostUrl(baseURL, "restaurant");
      await page.goto(`${origin}${w.prefix}/digital-menu?table=12`);
      await addCoffee(page, w);
      await page.getByTestId("view-order").click();
      await page.getByRole("radio", { name: w.payAtTable }).check();
      const id = placedOrderId(page);
      await page.getByRole("button", { name: w.send }).click();
      const orderId = await id;
      await expectStep(page, w, "received", w.said.received);
      // The three steps, in the page's language.
      await expect(page.locator("[data-slot=order-progress] [data-slot=step-label]")).toHaveText([
        w.steps.received,
        w.steps.preparing,
        w.steps.ready,
      ]);
      const url = page.url();

      await advance(request, page, baseURL, orderId, "preparing");
      await expectStep(page, w, "preparing", w.said.preparing);
      await advance(request, page, baseURL, orderId, "ready");
      await expectStep(page, w, "ready", w.said.readyTable);
      // Without a reload: the same page all along.
      expect(page.url()).toBe(url);
      await expect(page.locator("[data-slot=order-progress]")).toHaveAttribute(
        "data-kitchen-status",
        "ready",
      );
    });
  }

  test(`${locale}: the kiosk at 1080×1920 uses its height; its order follows the kitchen`, async ({
    page,
    baseURL,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1080, height: 1920 });
    const origin = hostUrl(baseURL, "restaurant");
    await page.goto(`${origin}/kiosk`);
    await page.screenshot({ path: `${SHOTS}/kiosk-portrait-start-${locale}.png` });
    await page.getByTestId(w.start).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/kiosk\\?step=menu`));
    await expect(page.getByTestId("menu-item").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    const bar = page.locator("[data-slot=kiosk-order-bar]");
    // The cart bar is fixed at the bottom, on screen without scrolling; its buttons are large.
    const barInView = async () => {
      const box = await bar.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1920);
      expect(box?.y ?? 0).toBeGreaterThan(1920 - 200);
      for (const button of await bar.getByRole("button").all()) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
      }
    };
    expect(await noOverflow()).toBe(true);
    await barInView();
    // The sections: a large tab strip at the top; the tiles two to a row.
    const tab = page.locator("[data-slot=section-tabs] a").first();
    expect((await tab.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(64);
    const tiles = page.getByTestId("menu-item");
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2);
    expect(first?.width ?? 0).toBeGreaterThan(400);
    await page.screenshot({ path: `${SHOTS}/kiosk-portrait-menu-${locale}.png` });

    await addCoffee(page, w);
    // Scrolled down the menu, the bar stays where it is.
    await page.mouse.wheel(0, 2500);
    await barInView();
    expect(await noOverflow()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/kiosk-portrait-menu-scrolled-${locale}.png` });

    await page.getByTestId("kiosk-view-order").click();
    await page.getByRole("radio", { name: w.payCounter }).check();
    expect(await noOverflow()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/kiosk-portrait-cart-${locale}.png` });
    const id = placedOrderId(page);
    await page.getByRole("button", { name: w.payAndOrder }).click();
    const orderId = await id;
    await expectStep(page, w, "received", w.said.received);
    await advance(request, page, baseURL, orderId, "preparing");
    await expectStep(page, w, "preparing", w.said.preparing);
    await page.screenshot({ path: `${SHOTS}/kiosk-portrait-status-${locale}.png` });
    await advance(request, page, baseURL, orderId, "ready");
    await expectStep(page, w, "ready", w.said.readyCounter);
    expect(await noOverflow()).toBe(true);
  });
}

test("a landscape kiosk keeps its layout: the bar in the flow, the tiles as before", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${hostUrl(baseURL, "restaurant")}/kiosk`);
  await page.getByTestId("kiosk-start-en").click();
  await expect(page.getByTestId("menu-item").first()).toBeVisible();
  await expect(page.locator("[data-slot=kiosk-order-bar]")).toHaveCSS("position", "sticky");
  const tab = page.locator("[data-slot=section-tabs] a").first();
  expect((await tab.boundingBox())?.height ?? 0).toBeLessThan(64);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/kiosk-landscape-menu-en.png` });
});
