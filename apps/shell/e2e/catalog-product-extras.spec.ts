import { CATALOG_LOCALES } from "./catalog-support";
import { expect, test } from "./fixtures";
import { serverPage } from "./ssr-support";
import { hostUrl } from "./support";

// The product page's extras (issue 43) on the retail demo partner, against the real servers: the
// lightbox, "You may also like" in the server's HTML, "Recently viewed" after visiting another
// product, and the phone's sticky add-to-cart bar. The Hooded Sweatshirt (id 12) is in Clothing.

const WORDS = {
  en: {
    view: /^View picture 1 of (\d+) full screen$/,
    position: (n: number, of: number) => `Picture ${n} of ${of}`,
    next: "Next picture",
    previous: "Previous picture",
    close: "Close",
    zoomIn: "Zoom in",
    related: "You may also like",
    recent: "Recently viewed",
    quickAdd: (title: string) => `Add ${title} to the cart`,
  },
  ar: {
    view: /^عرض الصورة 1 من (\d+) بملء الشاشة$/,
    position: (n: number, of: number) => `الصورة ${n} من ${of}`,
    next: "الصورة التالية",
    previous: "الصورة السابقة",
    close: "إغلاق",
    zoomIn: "تكبير",
    related: "قد يعجبك أيضًا",
    recent: "شوهدت مؤخرًا",
    quickAdd: (title: string) => `أضف ${title} إلى السلة`,
  },
} as const;

for (const l of CATALOG_LOCALES) {
  const w = WORDS[l.locale];
  test.describe(`product page extras (${l.locale})`, () => {
    test("the picture opens a lightbox: buttons and keys change the picture, Escape closes", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/12/hooded-sweatshirt`);
      const picture = page.getByRole("button", { name: w.view });
      const count = Number(w.view.exec((await picture.getAttribute("aria-label")) ?? "")?.[1]);
      expect(count).toBeGreaterThan(1);
      await picture.click();
      const dialog = page.getByRole("dialog", { name: l.sweatshirt });
      await expect(dialog).toBeVisible();
      const position = dialog.locator("[data-slot=lightbox-position]");
      await expect(position).toHaveText(w.position(1, count));
      await dialog.getByRole("button", { name: w.next }).click();
      await expect(position).toHaveText(w.position(2, count));
      // The next picture is towards the reading direction's end: ArrowRight in English, ArrowLeft in Arabic.
      await page.keyboard.press(l.locale === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(position).toHaveText(w.position(count >= 3 ? 3 : 1, count));
      await page.keyboard.press(l.locale === "ar" ? "ArrowRight" : "ArrowLeft");
      await expect(position).toHaveText(w.position(2, count));
      await dialog.getByRole("button", { name: w.previous }).click();
      await expect(position).toHaveText(w.position(1, count));
      // The previous button sits at the reading direction's start.
      const box = await dialog.getByRole("button", { name: w.previous }).boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport ? box.x < viewport.width / 2 : null).toBe(l.locale !== "ar");
      await dialog.getByRole("button", { name: w.zoomIn }).click();
      await expect(dialog.locator("[data-slot=lightbox-stage]")).toHaveAttribute("data-zoomed", "true");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: w.view })).toBeFocused();
    });

    test("you may also like is in the server's HTML", async ({ page, baseURL }) => {
      const answer = await serverPage(
        page.request,
        baseURL,
        "retail",
        `${l.prefix}/products/12/hooded-sweatshirt`,
      );
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(html).toContain('data-slot="related-products"');
      expect(html).toContain(w.related);
      const rail = html.slice(html.indexOf('data-slot="related-products"'));
      // Cards of other products, never the sweatshirt itself.
      expect(rail).toMatch(/href="[^"]*\/products\/\d+\//);
      expect(rail.slice(0, rail.indexOf("</section>"))).not.toContain("/products/12/");
    });

    test("recently viewed shows the product visited before", async ({ page, baseURL }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/1/red-apples`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.apples);
      await expect(page.getByRole("region", { name: w.recent })).toHaveCount(0);
      // The visit is recorded once the page has hydrated (an effect).
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("recentlyViewed") ?? ""))
        .toContain('"1"');
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/12/hooded-sweatshirt`);
      const rail = page.getByRole("region", { name: w.recent });
      await expect(rail).toBeVisible();
      await expect(rail.getByRole("heading", { level: 3 })).toHaveText([l.apples]);
    });
  });

  test.describe(`product page extras on a phone (${l.locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the sticky bar shows past the page's button, adds to the cart, no sideways scroll", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, "retail")}${l.prefix}/products/12/hooded-sweatshirt`);
      const bar = page.locator("[data-slot=sticky-add-to-cart]");
      await expect(bar).toHaveCount(0);
      await page.locator("[data-slot=product-extras]").scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAccessibleName(w.quickAdd(l.sweatshirt));
      await expect(bar).toContainText(l.sweatshirt);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Back up past the page's own button, the bar goes; down again, it is back.
      await page.mouse.wheel(0, -20_000);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(bar).toHaveCount(0);
      await page.locator("[data-slot=product-extras]").scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect(bar).toBeVisible();
      await bar.getByRole("button", { name: l.addToCart }).click();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("tempCart") ?? "[]")))
        .toEqual([expect.objectContaining({ product_id: "12" })]);
    });
  });
}
