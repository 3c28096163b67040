import { expect, type Page, test } from "./fixtures";
import { hostUrl } from "./support";

// `/reset-password` (spec §2) against the real server. The server "e-mails" reset links to its
// console and offers no test path to read them, so these tests cover the refusals and the stop for
// a logged-in user; the token rules and the successful reset are covered by kit's unit tests.

async function logInThroughTheDialog(page: Page, origin: string) {
  await page.goto(`${origin}/account/profile`);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("E-mail address").fill("demo@example.com");
  await dialog.getByLabel("Password").fill("demo12345");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${origin}/account/profile`);
}

test.describe("/reset-password (demo retail)", () => {
  test("a link without a usable token is refused and offers a new one", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    for (const query of ["", "?token=short"]) {
      await page.goto(`${origin}/reset-password${query}`);
      await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(
        "This reset link is invalid or has expired. Ask for a new one.",
      );
    }
    await page.getByRole("button", { name: "Ask for a new link" }).click();
    await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
  });

  test("a well-formed token the server does not know is refused by the server", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}/reset-password?token=${"e2eUnknownToken_".repeat(3)}`);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await page.getByLabel(/^New password/).fill("brand-new-password");
    await page.getByLabel(/^Confirm password/).fill("brand-new-password");
    const answer = page.waitForResponse((response) => response.url().endsWith("/reset_password"));
    await page.getByRole("button", { name: "Save the new password" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(
      "This reset link is invalid or has expired. Ask for a new one.",
    );
  });

  test("in Arabic the page and its refusal are translated", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.goto(`${origin}/ar/reset-password`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "إعادة تعيين كلمة المرور" })).toBeVisible();
  });

  test("a logged-in user is stopped: the navigation does not happen", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await logInThroughTheDialog(page, origin);
    await page.goto(`${origin}/reset-password?token=${"a".repeat(43)}`);
    await expect(page).not.toHaveURL(/reset-password/);
    await expect(page.getByTestId("reset-password-page")).toHaveCount(0);
  });
});
