/**
 * A catalogue home's page (a vertical whose home is kit's catalogue home, retail in the fixture's
 * vertical table): the home's answer rides in the page payload when the browser renders it, and its
 * first banner is preloaded from the HTML, with exactly the sources the home will draw.
 */
import { BANNER_IMAGE, responsiveImageSources } from "@storefront/core/catalog";
import { escapeXml } from "@storefront/core/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HomeContent } from "./backend/backend";
import { openWebContext, type WebContext } from "./test/harness";
import { pagePayloadOf } from "./test/page-html";
import { stubPartner, stubProduct } from "./test/stub-backend";

let web: WebContext;

const banner = (id: number, title: string) => ({
  _id: String(id),
  title,
  title_lang: { en: title, ar: title },
  subtitle: null,
  subtitle_lang: null,
  image: `/images/banners/${id}.svg`,
  link: null,
});
const home: HomeContent = {
  // In display order, as the backend answers them: the preload follows the home's first.
  banners: [banner(7, "First"), banner(3, "Second")],
  categories: [],
  rails: [
    {
      _id: "1",
      title: "Newest",
      title_lang: null,
      kind: "newest",
      category_id: null,
      products: [stubProduct(1, "Tea")],
    },
  ],
};

beforeAll(async () => {
  web = await openWebContext();
  web.backend.partners.set(
    "diner",
    stubPartner("diner", { snachoo_settings: { type: "restaurant", url: "diner.example" } }),
  );
  web.backend.partners.set("bare", stubPartner("bare"));
  web.backend.homes.set("retail", home);
  web.backend.homes.set("diner", home);
});
afterAll(() => web?.close());

const text = async (host: string, path: string) => (await web.get(`${host}:3000`, path)).text();
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe("the home answer in the page payload", () => {
  it("is exactly the home endpoint's data on a catalogue home, in every locale", async () => {
    for (const path of ["/", "/ar", "/ar/"]) {
      expect(pagePayloadOf(await text("retail.localhost", path)).prefetched).toEqual({ home });
    }
  });

  it("is absent on other pages, on homes that do not draw the catalogue, and for unknown hosts", async () => {
    for (const path of ["/products", "/products/1", "/about", "/cart"]) {
      expect(pagePayloadOf(await text("retail.localhost", path))).not.toHaveProperty("prefetched");
    }
    expect(pagePayloadOf(await text("diner.localhost", "/"))).not.toHaveProperty("prefetched");
    expect(pagePayloadOf(await text("ghost.localhost", "/"))).not.toHaveProperty("prefetched");
  });
});

describe("the preload of the home's LCP image", () => {
  it("asks for exactly the first banner's sources the home page will draw, in every locale", async () => {
    for (const [path, locale] of [
      ["/", "en"],
      ["/ar", "ar"],
      ["/ar/", "ar"],
    ] as const) {
      const sources = responsiveImageSources(home.banners[0]?.image ?? "", { ...BANNER_IMAGE, locale });
      expect(sources).not.toBeNull();
      if (locale === "ar") expect(sources?.src).toContain("lang=ar");
      expect(imagePreloads(await text("retail.localhost", path))).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeXml(sources?.src ?? "")}"` +
          ` imagesrcset="${escapeXml(sources?.srcSet ?? "")}" imagesizes="${escapeXml(BANNER_IMAGE.sizes)}">`,
      ]);
    }
  });

  it("comes after the module preloads, in the head", async () => {
    const page = await text("retail.localhost", "/");
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head.indexOf('rel="preload" as="image"')).toBeGreaterThan(head.lastIndexOf('rel="modulepreload"'));
  });

  it("is absent on other pages, without banners, on other homes and for unknown hosts", async () => {
    for (const path of ["/products", "/products/1", "/about", "/cart"]) {
      expect(imagePreloads(await text("retail.localhost", path))).toEqual([]);
    }
    expect(imagePreloads(await text("bare.localhost", "/"))).toEqual([]);
    expect(imagePreloads(await text("diner.localhost", "/"))).toEqual([]);
    expect(imagePreloads(await text("ghost.localhost", "/"))).toEqual([]);
  });
});
