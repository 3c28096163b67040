import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// The age-verification popup (spec §4) on the demo `adventure` partner, whose site_config is
// {"popup_age_verify":true}; the retail partner has none.

test.describe("age verification", () => {
  test("adventure asks once: Escape does not dismiss it, confirming is remembered", async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "adventure");
    await page.goto(`${origin}/`);
    const popup = page.getByRole("dialog", { name: "Are you 18 or older?" });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Yes, I am 18 or older" }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("ageVerified"))).toBe("1");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Are you 18 or older?" })).toHaveCount(0);
  });

  test("leaving takes the shopper off the site", async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "adventure")}/`);
    await page.getByRole("dialog").getByRole("button", { name: "No, leave the site" }).click();
    await expect(page).toHaveURL("about:blank");
  });

  test("in Arabic, right to left", async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "adventure")}/ar`);
    await expect(page.getByRole("dialog", { name: "هل عمرك 18 عامًا أو أكثر؟" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("the login waits behind it", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "adventure");
    await page.goto(`${origin}/account/profile`);
    await expect(page.getByRole("dialog", { name: "Are you 18 or older?" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
    await page.getByRole("button", { name: "Yes, I am 18 or older" }).click();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  });

  test("a partner without the flag shows no popup", async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "retail")}/`);
    await page.waitForTimeout(800);
    await expect(page.getByRole("dialog", { name: "Are you 18 or older?" })).toHaveCount(0);
  });
});
