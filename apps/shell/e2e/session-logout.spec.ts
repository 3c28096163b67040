import { expect, type Page, test } from "./fixtures";
import { hostUrl } from "./support";

// Session behaviour of spec §4 against the real server (demo retail): logout, other tabs, the
// complete-your-info prompt, the loading bar and toasts.

const DEMO = { email: "demo@example.com", password: "demo12345" };

/** Opens the login through a protected path on first load, logs in, lands on that path. */
async function logIn(page: Page, origin: string, path = "/account/profile", byPhone = false) {
  await page.goto(`${origin}${path}`);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  if (byPhone) {
    await dialog.getByRole("tab", { name: "Phone" }).click();
    await expect(dialog.getByLabel("Country code")).toHaveValue("+966");
    await dialog.getByLabel("Phone number").fill("500000001");
  } else {
    await dialog.getByLabel("E-mail address").fill(DEMO.email);
  }
  await dialog.getByLabel("Password").fill(DEMO.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${origin}${path}`);
}

function storage(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem("user"),
    cart: localStorage.getItem("cart"),
    tempCart: localStorage.getItem("tempCart"),
    wishlist: localStorage.getItem("wishlist"),
  }));
}

/** Marks the page (gone after a page load) and its header element (gone when the app re-mounts). */
function markPageAndHeader(page: Page) {
  return page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
    document.querySelector("header")?.setAttribute("data-marker", "1");
  });
}

function marks(page: Page) {
  return page.evaluate(() => ({
    page: (window as unknown as { marker?: number }).marker === 1,
    header: document.querySelector("header[data-marker]") !== null,
  }));
}

async function logOutFromTheHeader(page: Page) {
  await page.getByRole("button", { name: /^Account: / }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
}

test.describe("logout (spec §4)", () => {
  test("clears the user, the customer token, the carts; the token is revoked on the server", async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await logIn(page, origin, "/account/myorders");
    const token = JSON.parse((await storage(page)).user ?? "{}").token as string;
    expect(token).toBeTruthy();
    // The logged-in customer's lists come from the server after login.
    await expect.poll(async () => (await storage(page)).cart).not.toBeNull();

    // Go to a page that does not need a login, and leave a temporary cart behind.
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      localStorage.setItem("tempCart", JSON.stringify([{ product_id: "1", name: "Tea", price: 2, qty: 1 }]));
      (window as unknown as { marker: number }).marker = 1;
    });
    const logout = page.waitForRequest((request) => request.url().endsWith("/ecommerce/api/snachoo/logout"));
    await logOutFromTheHeader(page);
    expect((await logout).headers()["x-customer-token"]).toBe(token);
    await expect
      .poll(async () => storage(page))
      .toEqual({ user: null, cart: null, tempCart: null, wishlist: null });
    await expect(page).toHaveURL(`${origin}/`);
    // Not on a login-required page: no reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();

    // The server revoked the token: a customer call with it is refused (from the page: *.localhost
    // resolves in the browser, not necessarily in Node).
    const refused = await page.evaluate(async (oldToken) => {
      const payload = JSON.parse(document.getElementById("storefront-payload")?.textContent ?? "{}");
      const response = await fetch("/ecommerce/api/snachoo/get_cart_list", {
        headers: { Authorization: `Bearer ${payload.partner.access_token}`, "X-customer-token": oldToken },
      });
      return { status: response.status, code: (await response.json()).code };
    }, token);
    expect(refused).toEqual({ status: 401, code: "invalid_customer_token" });
  });

  // /checkout is a login-required page with the header (account pages have no layout, spec §2).
  test("on a login-required route it goes to the localized home and reloads", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await logIn(page, origin, "/account/profile");
    await page.goto(`${origin}/ar/checkout`);
    await expect(page).toHaveURL(`${origin}/ar/checkout`);
    await markPageAndHeader(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator("[data-slot=account-menu-trigger]").click();
    await page.getByRole("menuitem").last().click();
    await expect(page).toHaveURL(`${origin}/ar`);
    // The app reload of spec §2 (the app key): the app re-mounts — a new header — in the same page.
    await expect.poll(() => marks(page)).toEqual({ page: true, header: false });
    expect((await storage(page)).user).toBeNull();
  });

  test("a logout in another tab follows here; on a login-required route it goes home", async ({
    context,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    const first = await context.newPage();
    await logIn(first, origin, "/account/profile");
    await markPageAndHeader(first);
    const second = await context.newPage();
    await second.goto(`${origin}/`);
    await expect(second.getByRole("button", { name: /^Account: / })).toBeVisible();

    await logOutFromTheHeader(second);
    await expect(first).toHaveURL(`${origin}/`);
    // Spec §4: "goes to the localized home and reloads" — the app re-mounts, without a page load.
    await expect.poll(() => marks(first)).toEqual({ page: true, header: false });
    await expect(first.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  });

  test("a login in another tab follows here", async ({ context, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    const first = await context.newPage();
    await first.goto(`${origin}/`);
    await expect(first.getByRole("button", { name: "Account", exact: true })).toBeVisible();
    const second = await context.newPage();
    await logIn(second, origin, "/account/profile");
    await expect(first.getByRole("button", { name: /^Account: / })).toBeVisible();
  });
});

test.describe("complete-your-info prompt (spec §4)", () => {
  test("the phone-only customer is asked to add an e-mail, at login and at start", async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await logIn(page, origin, "/account/myorders", true);
    const prompt = page.getByRole("dialog", { name: "Complete your information" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Later" }).click();
    await expect(prompt).toBeHidden();

    await page.reload();
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Complete my profile" }).click();
    await expect(page).toHaveURL(`${origin}/account/profile`);
  });

  test("a customer with an e-mail is not asked", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "retail");
    await logIn(page, origin, "/account/profile");
    await page.waitForTimeout(800);
    await expect(page.getByRole("dialog", { name: "Complete your information" })).toHaveCount(0);
  });
});

test.describe("feedback", () => {
  test("the loading bar shows while a flagged request is pending, also when it fails", async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await page.route("**/ecommerce/api/snachoo/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${origin}/account/profile`);
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
    await dialog.getByLabel("Password").fill("wrong-password");
    // Located by its slot: while the modal dialog is open, Radix hides the rest of the page from
    // assistive technology (the dialog's submit button announces the wait instead).
    const bar = page.locator("[data-slot=loading-bar]");
    await expect(bar).toHaveCount(0);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(bar).toBeVisible();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("toasts: top inline-end corner, close after about 3 s, paused while hovered", async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    await logIn(page, origin, "/account/profile");
    const toast = page.locator("[data-slot=toast]").filter({ hasText: "Welcome back, Sara." });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y < 120 && box.x + box.width > viewport.width - 60).toBe(true);
    await toast.hover();
    await page.waitForTimeout(3500);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, (viewport?.height ?? 600) - 5);
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  for (const locale of ["en", "ar"] as const) {
    test(`[${locale}] on a phone the login toast sits below the header, never over its buttons`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const origin = hostUrl(baseURL, "retail");
      const prefix = locale === "ar" ? "/ar" : "";
      const welcome = locale === "ar" ? "أهلاً بعودتك" : "Welcome back";
      const logInLabel = locale === "ar" ? "تسجيل الدخول" : "Log in";
      // A page behind login opens the login dialog.
      await page.goto(`${origin}${prefix}/account/profile`);
      const dialog = page.getByRole("dialog", { name: logInLabel });
      await dialog
        .getByLabel(locale === "ar" ? "عنوان البريد الإلكتروني" : "E-mail address")
        .fill(DEMO.email);
      await dialog.getByLabel(locale === "ar" ? "كلمة المرور" : "Password").fill(DEMO.password);
      await dialog.getByRole("button", { name: logInLabel }).click();
      const toast = page.locator("[data-slot=toast]").filter({ hasText: welcome });
      await expect(toast).toBeVisible();
      const header = await page.getByRole("banner").boundingBox();
      const box = await toast.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  }
});
