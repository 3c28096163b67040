import { expect, test } from "./fixtures";

// An unknown host has no partner, so the shell shows /partner-not-found in the page's locale.
const unknownHost = (port: string) => `http://no-such-partner.localhost:${port}`;

test("the built shell opens in English, left to right", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "").port;
  await page.goto(`${unknownHost(port)}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store not found");
});

test("/ar opens in Arabic, right to left, with text from the Lingui catalog", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "").port;
  await page.goto(`${unknownHost(port)}/ar`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المتجر غير موجود");
  await expect(page).toHaveURL(/\/ar\/partner-not-found$/);
});
