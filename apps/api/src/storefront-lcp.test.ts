import { BANNER_IMAGE, responsiveImageSources } from "@storefront/core/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners } from "./db/schema";
import { escapeXml } from "./images/svg";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let plain: Awaited<ReturnType<typeof seedShop>>;
let restaurant: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "bannered");
  plain = await seedShop(ctx.database.db, "bare");
  restaurant = await seedShop(ctx.database.db, "diner", { type: "restaurant" });
  // Inserted out of display order: the preload must follow `position`, as the home does.
  for (const tenant of [shop.tenant, restaurant.tenant]) {
    await ctx.database.db.insert(banners).values([
      { tenantId: tenant.id, title: "Second", position: 2 },
      { tenantId: tenant.id, title: "First", position: 1 },
    ]);
  }
});
afterAll(() => ctx?.close());

const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe("the preload of the home's LCP image", () => {
  it("asks for exactly the first banner's sources the home page will draw, in every locale", async () => {
    const client = clientFor(ctx, shop.tenant);
    const home = await client.call("GET", "/ecommerce/api/cms/home");
    const first = home.json.data.banners[0];
    expect(first.title).toBe("First");
    // The same builder and spec as kit's home page (ResponsiveImage with BANNER_IMAGE), in the
    // page's locale: the Arabic page draws (and preloads) the banner with its Arabic text.
    for (const [path, locale] of [
      ["/", "en"],
      ["/ar", "ar"],
      ["/ar/", "ar"],
    ] as const) {
      const sources = responsiveImageSources(first.image, { ...BANNER_IMAGE, locale });
      expect(sources).not.toBeNull();
      if (locale === "ar") expect(sources?.src).toContain("lang=ar");
      const page = await client.call("GET", path);
      expect(imagePreloads(page.text)).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeXml(sources?.src ?? "")}"` +
          ` imagesrcset="${escapeXml(sources?.srcSet ?? "")}" imagesizes="${escapeXml(BANNER_IMAGE.sizes)}">`,
      ]);
    }
  });

  it("comes after the module preloads, in the head", async () => {
    const page = await clientFor(ctx, shop.tenant).call("GET", "/");
    const head = page.text.slice(0, page.text.indexOf("</head>"));
    expect(head.indexOf('rel="preload" as="image"')).toBeGreaterThan(head.lastIndexOf('rel="modulepreload"'));
  });

  it("is absent on other pages, without banners, on other homes and for unknown hosts", async () => {
    for (const path of ["/products", "/products/1", "/arabic", "/cart"]) {
      expect(imagePreloads((await clientFor(ctx, shop.tenant).call("GET", path)).text)).toEqual([]);
    }
    expect(imagePreloads((await clientFor(ctx, plain.tenant).call("GET", "/")).text)).toEqual([]);
    // A restaurant mounts another home, which does not draw the CMS banners.
    expect(imagePreloads((await clientFor(ctx, restaurant.tenant).call("GET", "/")).text)).toEqual([]);
    const ghost = clientFor(ctx, { slug: "ghost", accessToken: "" });
    expect(imagePreloads((await ghost.call("GET", "/")).text)).toEqual([]);
  });
});
