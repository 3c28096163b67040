import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { appDirOf, outsideEnv, previewPort, serverPort } from "./scratch";
import { test as base, expect } from "./variant";

// A scratch app — created by the command, built against the packed packages with its own Vite
// config — in a real browser: served by its own `vite preview`, which forwards the API's paths to
// the reference API (STOREFRONT_API_URL) on a fresh database with the demo retail partner. The
// vertical's own page and catalog, kit's compiled catalogs in both locales, ui's and kit's
// Tailwind classes, and the session against the real API.

/** The app's `vite preview`, one per Playwright worker, and its URL as the tests' base. */
const test = base.extend<Record<never, never>, { preview: string }>({
  preview: [
    async ({ variant }, use, workerInfo) => {
      const port = previewPort(variant, workerInfo.parallelIndex);
      const appDir = appDirOf(variant);
      const server: ChildProcess = spawn(
        join(appDir, "node_modules/.bin/vite"),
        ["preview", "--port", String(port), "--strictPort"],
        {
          cwd: appDir,
          env: outsideEnv({ STOREFRONT_API_URL: `http://127.0.0.1:${serverPort}` }),
          stdio: "inherit",
        },
      );
      const url = `http://localhost:${port}`;
      const deadline = Date.now() + 30_000;
      while (
        !(await fetch(url).then(
          (response) => response.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline || server.exitCode !== null)
          throw new Error(`vite preview did not answer on ${url}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await use(url);
      server.kill();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ preview }, use) => use(preview),
});

const WORDS = {
  en: {
    addToCart: "Add to cart",
    cart: "Shopping cart",
    checkout: "Proceed to checkout",
    logIn: "Log in",
    search: "Search products",
    welcome: "Welcome to Souq Retail",
    categories: "Categories",
  },
  ar: {
    addToCart: "أضف إلى السلة",
    search: "ابحث عن المنتجات",
    cart: "سلة التسوق",
    checkout: "المتابعة إلى الدفع",
    logIn: "تسجيل الدخول",
    welcome: "مرحبًا بكم في Souq Retail",
    categories: "الفئات",
  },
} as const;

const DEMO = { email: "demo@example.com", password: "demo12345" };

/** Fails the test on any uncaught error or console error of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  // A failed resource's console line does not name it: the answer does.
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${new URL(response.url()).pathname}`);
  });
  return errors;
}

for (const locale of ["en", "ar"] as const) {
  const words = WORDS[locale];
  const prefix = locale === "ar" ? "/ar" : "";

  test.describe(`in ${locale}`, () => {
    test("the vertical's own home page, worded by its own catalog, lists the partner's categories", async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(prefix || "/");
      await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
      await expect(page.getByRole("heading", { level: 1, name: words.welcome })).toBeVisible();
      // The app's own useQuery, on the query client kit provides: one react-query for both.
      await expect(
        page.getByRole("list", { name: words.categories }).getByRole("listitem").first(),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a product card renders with its price and cart button, styled by ui's and kit's classes", async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/products`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const card = page.locator("[data-slot=product-grid] > li").first();
      await expect(card.getByRole("button", { name: words.addToCart })).toBeVisible();
      await expect(card.getByRole("heading")).not.toBeEmpty();
      await expect(card).toContainText(/\d+\.\d\d/);
      // kit's grid (lg:grid-cols-4, only in kit's files) and ui's primary button: Tailwind scanned both.
      const columns = await page
        .locator("[data-slot=product-grid]")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(4);
      const buttonColour = await card
        .getByRole("button", { name: words.addToCart })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(buttonColour).not.toBe("rgba(0, 0, 0, 0)");
      expect(errors).toEqual([]);
    });

    test("the header's search box, which the app gives the main layout, searches the products", async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/products`);
      const box = page.getByRole("banner").getByRole("searchbox", { name: words.search });
      await box.fill("Smart Watch");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/products\?key=Smart(\+|%20)Watch$/);
      await expect(page.locator("[data-slot=product-grid] > li").first()).toContainText(
        /Smart Watch|ساعة ذكية/,
      );
      expect(errors).toEqual([]);
    });

    test("the cart page shows what was added, with the way to checkout", async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/products`);
      const card = page.locator("[data-slot=product-grid] > li").first();
      const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
      expect(name).not.toBe("");
      await card.getByRole("button", { name: words.addToCart }).click();
      await page.goto(`${prefix}/cart`);
      await expect(page.getByRole("heading", { level: 1, name: words.cart })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(name);
      await expect(
        page
          .getByRole("link", { name: words.checkout })
          .or(page.getByRole("button", { name: words.checkout })),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("the auth dialog opens on a protected page and logs in against the real API", async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${prefix}/account/profile`);
      const dialog = page.getByRole("dialog", { name: words.logIn });
      await expect(dialog).toBeVisible();
      await dialog.locator("input[type=email]").fill(DEMO.email);
      await dialog.locator("input[type=password]").fill(DEMO.password);
      await dialog.getByRole("button", { name: words.logIn }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/profile$`));
      expect(errors).toEqual([]);
    });
  });
}
