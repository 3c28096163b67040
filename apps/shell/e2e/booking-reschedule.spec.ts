import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import {
  appointmentsOf,
  chooseSlot,
  type Locale,
  logInThroughDialog,
  prefix,
  WORDS,
} from "./booking-support";
import { signUp } from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// Issue 43 ("What the best shops have"): an appointment is moved, not only cancelled, and goes into
// the shopper's calendar as an .ics file — from the booking confirmation and from the account's
// list. English at a desktop size, Arabic at a phone size (no sideways scrolling there). Reem's
// fourth and fifth next free days: the other booking journeys take her first three.

const NAMES = {
  haircut: { en: "Haircut & blow-dry", ar: "قص وتصفيف الشعر" },
  reem: { en: "Reem", ar: "ريم" },
} as const;

const MORE_WORDS = {
  en: {
    addToCalendar: "Add to calendar",
    reschedule: (service: string) => `Reschedule ${service}`,
    move: "Move appointment",
    moved: "Your appointment is moved to",
  },
  ar: {
    addToCalendar: "أضف إلى التقويم",
    reschedule: (service: string) => `تغيير موعد ${service}`,
    move: "نقل الموعد",
    moved: "تم نقل موعدك إلى",
  },
} as const;

/** An instant as the .ics writes it: `20261126T063000Z`. */
function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll("-", "")
    .replaceAll(":", "");
}

/** Clicks an "Add to calendar" link and answers the downloaded file's name and text. */
async function downloadCalendar(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const locale of ["en", "ar"] as Locale[]) {
  const words = { ...WORDS[locale], ...MORE_WORDS[locale] };
  const p = prefix(locale);
  const phone = locale === "ar";
  const dayIndex = locale === "en" ? 3 : 4;

  test.describe(`booking: reschedule and add to calendar (${locale})`, () => {
    test.use({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 } });

    test(`salon (${locale}): book → .ics from the confirmation → reschedule in the account → the new time, and its .ics`, async ({
      page,
      baseURL,
    }) => {
      // Two journeys in one (book, then move), on a shared machine: more than one test's time.
      test.slow();
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
      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("heading", { name: words.booked })).toBeVisible();
      const [booked] = await appointmentsOf(page, customer);
      expect(booked).toBeTruthy();

      // The confirmation's calendar file: the appointment's UID and time, in UTC, CRLF lines.
      const confirmation = await downloadCalendar(
        page,
        page.getByRole("link", { name: words.addToCalendar }),
      );
      expect(confirmation.name).toBe(`appointment-${booked!._id}.ics`);
      expect(confirmation.text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(confirmation.text).toContain(`\r\nDTSTART:${icsUtc(startsAt)}\r\n`);
      expect(confirmation.text).toMatch(new RegExp(`\\r\\nUID:appointment-${booked!._id}@`));
      expect(confirmation.text.replaceAll("\r\n ", "")).toContain(`SUMMARY:${NAMES.haircut[locale]}`);
      expect(confirmation.text.replaceAll("\r\n", "")).not.toMatch(/\n/);
      if (phone) await noSidewaysScroll(page);

      await page.getByRole("link", { name: words.seeAppointments }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/account/appointment$`));
      const card = page.locator('[data-slot="appointment"]', { hasText: NAMES.haircut[locale] });
      await expect(card).toHaveCount(1);
      await expect(card.locator("time").first()).toHaveAttribute(
        "datetime",
        new Date(startsAt).toISOString(),
      );
      if (phone) await noSidewaysScroll(page);

      await card.getByRole("button", { name: words.reschedule(NAMES.haircut[locale]) }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("list", { name: words.nextDays }).getByRole("button").nth(dayIndex).click();
      const times = dialog.getByRole("list", { name: words.freeTimes }).getByRole("button");
      await expect(times.first()).toBeVisible();
      // Its own time is not offered; a later one of the same day is.
      expect(await dialog.locator(`time[datetime="${startsAt}"]`).count()).toBe(0);
      const target = times.last();
      const movedTo = (await target.locator("time").getAttribute("datetime")) ?? "";
      expect(Date.parse(movedTo)).toBeGreaterThan(Date.parse(startsAt));
      await target.click();
      await expect(target).toHaveAttribute("aria-pressed", "true");
      if (phone) await noSidewaysScroll(page);
      await dialog.getByRole("button", { name: words.move }).click();
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      await expect(page.getByText(words.moved).first()).toBeVisible();
      await expect(card.locator("time").first()).toHaveAttribute("datetime", new Date(movedTo).toISOString());

      // The same appointment, at the new time.
      const [moved] = await appointmentsOf(page, customer);
      expect(moved?._id).toBe(booked!._id);
      expect(moved?.status).toBe("booked");
      expect(Date.parse(moved?.starts_at ?? "")).toBe(Date.parse(movedTo));

      const fromList = await downloadCalendar(page, card.getByRole("link", { name: words.addToCalendar }));
      expect(fromList.text).toContain(`\r\nDTSTART:${icsUtc(movedTo)}\r\n`);
      expect(fromList.text).toMatch(new RegExp(`\\r\\nUID:appointment-${booked!._id}@`));
      if (phone) await noSidewaysScroll(page);
    });
  });
}
