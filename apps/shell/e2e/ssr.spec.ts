import { createHash } from "node:crypto";
import { INTL_WARM_TIMEOUT_MS } from "../src/boot/warm-intl";
import { cartLink, PRODUCTS, retailOrigin, stored } from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";
import { serverPage, watchApiAndZod, watchConsole } from "./ssr-support";
import { hostUrl } from "./support";

// Server rendering (issue 16, decision 0025): the real server renders each page, the browser
// hydrates it. These tests read the server's answer as a crawler does, and watch the browser's
// console while it hydrates.

/** Every demo partner's host with pages a visitor (and a crawler) opens first. */
const PAGES: readonly (readonly [host: string, paths: readonly string[]])[] = [
  ["retail", ["/", "/products", "/products/1/red-apples"]],
  ["snachoo", ["/", "/products"]],
  ["restaurant", ["/"]],
  ["salon", ["/"]],
  ["hospital", ["/"]],
  ["divine", ["/"]],
];

// …and without asking the API for anything or loading zod: the data came with the HTML.
test.describe("server-rendered pages hydrate without a warning", () => {
  for (const [host, paths] of PAGES) {
    for (const locale of ["en", "ar"] as const) {
      for (const path of paths) {
        const localized = locale === "ar" ? `/ar${path === "/" ? "" : path}` : path;
        test(`${host}.localhost${localized}`, async ({ page, baseURL, request }) => {
          const served = await serverPage(request, baseURL, host, localized);
          expect(served.status()).toBe(200);
          // The page's content is in the HTML itself, with the router's state for the hydration.
          const html = await served.text();
          expect(html).toMatch(/<div id="root"><(?!\/div>)/);
          expect(html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
          expect(html).toContain("$_TSR");

          const problems = watchConsole(page);
          const traffic = watchApiAndZod(page);
          await page.goto(`${hostUrl(baseURL, host)}${localized}`);
          await expect(page.locator("#main-content")).toBeVisible();
          // Hydration waits on the page's chunks and catalogs: once the network is quiet it has run.
          await page.waitForLoadState("networkidle");
          await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
          expect(problems).toEqual([]);
          expect(await traffic.settled()).toEqual({ apiCalls: [], zodScripts: [] });
        });
      }
    }
  }
});

test.describe("honest HTTP answers", () => {
  test("an unknown product, page or partner answers 404", async ({ request, baseURL }) => {
    expect((await serverPage(request, baseURL, "retail", "/products/999999")).status()).toBe(404);
    expect((await serverPage(request, baseURL, "retail", "/no-such-page")).status()).toBe(404);
    expect((await serverPage(request, baseURL, "retail", "/ar/no-such-page")).status()).toBe(404);
    // An unknown host is sent to the partner-not-found page, which says so with its status.
    const unknownHost = await serverPage(request, baseURL, "no-such-partner", "/");
    expect(unknownHost.status()).toBe(302);
    expect(unknownHost.headers().location).toBe("/partner-not-found");
    expect((await serverPage(request, baseURL, "no-such-partner", "/partner-not-found")).status()).toBe(404);
  });

  test("a product without its slug is a real redirect to the canonical URL", async ({ request, baseURL }) => {
    const answer = await serverPage(request, baseURL, "retail", "/products/1");
    expect([301, 302]).toContain(answer.status());
    expect(answer.headers().location).toBe("/products/1/red-apples");
  });

  test("the root sends an Arabic browser to /ar with a real redirect", async ({ request, baseURL }) => {
    const url = new URL(baseURL ?? "http://127.0.0.1");
    const answer = await request.get(`http://127.0.0.1:${url.port}/`, {
      headers: { host: `retail.localhost:${url.port}`, "accept-language": "ar" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/ar");
  });
});

test.describe("SEO head per tenant and locale", () => {
  test("a product page names itself, its locales and its product for crawlers", async ({
    request,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? "http://127.0.0.1").port;
    const origin = `http://retail.localhost:${port}`;
    const html = await (await serverPage(request, baseURL, "retail", "/ar/products/1/red-apples")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<title>[^<]+ \| Souq Retail<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toContain(`<link rel="canonical" href="${origin}/ar/products/1/red-apples">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${origin}/products/1/red-apples">`);
    expect(head).toContain(`<link rel="alternate" hreflang="ar" href="${origin}/ar/products/1/red-apples">`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/products/1/red-apples">`,
    );
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:locale" content="ar_AR">');
    expect(head).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    );
    const product = jsonLd.find((item) => item["@type"] === "Product");
    expect(product.offers).toMatchObject({
      priceCurrency: "SAR",
      availability: "https://schema.org/InStock",
    });
    expect(product.offers.url).toBe(`${origin}/ar/products/1/red-apples`);
    const trail = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: `${origin}/ar` });
  });

  test("the home declares the partner as an Organization", async ({ request, baseURL }) => {
    const html = await (await serverPage(request, baseURL, "snachoo", "/")).text();
    const organization = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "null"))
      .find((item) => item["@type"] === "Organization");
    expect(organization?.name).toBeTruthy();
  });
});

test.describe("robots.txt and sitemap.xml", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

  test("the 10,000-product partner's sitemap is paged, names both locales, and its URLs answer", async ({
    request,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? "http://127.0.0.1").port;
    const origin = `http://bulk.localhost:${port}`;
    const robots = await serverPage(request, baseURL, "bulk", "/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = await serverPage(request, baseURL, "bulk", "/sitemap.xml");
    expect(index.status()).toBe(200);
    const files = locs(await index.text());
    expect(files.length).toBeGreaterThan(1);
    expect(files[0]).toBe(`${origin}/sitemap.xml?page=1`);

    const second = await (await serverPage(request, baseURL, "bulk", "/sitemap.xml?page=2")).text();
    const urls = locs(second);
    const product = urls.find((url) => url.startsWith(`${origin}/products/`));
    expect(product).toBeTruthy();
    const path = new URL(product ?? origin).pathname;
    // Each product in both locales, each naming its alternates.
    expect(urls).toContain(`${origin}/ar${path}`);
    expect(second).toContain(`hreflang="ar" href="${origin}/ar${path}"`);
    expect(second).toContain(`hreflang="x-default" href="${origin}${path}"`);
    // A listed URL is a real page, rendered on the server.
    const page = await serverPage(request, baseURL, "bulk", `/ar${path}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // Past the last file there is no page.
    const past = await serverPage(request, baseURL, "bulk", `/sitemap.xml?page=${files.length + 1}`);
    expect(past.status()).toBe(404);
  });
});

test.describe("the first paint comes before the JavaScript (decision 0030)", () => {
  for (const [host, path] of [
    ["retail", "/products/1/red-apples"],
    ["restaurant", "/ar"],
  ] as const) {
    test(`${host}.localhost${path}: no script is asked for before the page has painted`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, host)}${path}`);
      await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
      const timings = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
        const scripts = performance
          .getEntriesByType("resource")
          .filter(
            (entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"),
          )
          .map((entry) => entry.startTime);
        return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
      });
      // The page did hydrate from its scripts, all of them asked for once it had painted.
      expect(timings.scripts).toBeGreaterThan(0);
      expect(timings.paint).not.toBeNull();
      expect(timings.firstScript).toBeGreaterThanOrEqual(timings.paint ?? Number.POSITIVE_INFINITY);
    });
  }
});

/**
 * Scripts a page may start without its HTML naming them: the Intl worker (decision 0033) and the
 * hourly build check, which loads once the app has rendered (`SHELL_AFTER_FIRST_RENDER` in the bench).
 */
const STARTED_BY_THE_APP = /\/assets\/(warm-intl\.worker|start-build-check)-[\w-]+\.js$/;

test.describe("a page names every script it hydrates from (decision 0035)", () => {
  for (const [host, path] of [
    ["retail", "/"],
    ["retail", "/ar/products"],
    ["retail", "/products/1/red-apples"],
    ["snachoo", "/ar"],
    ["restaurant", "/"],
    ["salon", "/ar"],
    ["divine", "/"],
    // Two 404 pages, one after the other: each names the not-found page's chunk, not only the
    // first the server process rendered.
    ["retail", "/no-such-page"],
    ["retail", "/ar/products/999999"],
  ] as const) {
    test(`${host}.localhost${path}`, async ({ page, baseURL, request }) => {
      const html = await (await serverPage(request, baseURL, host, path)).text();
      const entry = /data-storefront-entry="([^"]+)"/.exec(html)?.[1];
      const preloads: string[] = JSON.parse(/,f=(\[[^\]]*\]),/.exec(html)?.[1] ?? "[]");
      expect(entry).toBeDefined();
      const named = new Set([entry, ...preloads]);
      const scripts: string[] = [];
      page.on("request", (asked) => {
        const { pathname } = new URL(asked.url());
        if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.push(pathname);
      });
      await page.goto(`${hostUrl(baseURL, host)}${path}`);
      await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
      await page.waitForLoadState("networkidle");
      // The route's page, its skeletons and its catalog among them: none waits for the router to ask.
      expect(scripts.length).toBeGreaterThan(named.size / 2);
      expect(scripts.filter((script) => !named.has(script) && !STARTED_BY_THE_APP.test(script))).toEqual([]);
    });
  }
});

test("a tap on a button of the painted page, before the app answers input, is not lost", async ({
  page,
  baseURL,
}) => {
  const { maamoul } = PRODUCTS;
  // The app's JavaScript is held back: the page shows its server HTML, no handler is there yet.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${retailOrigin(baseURL)}/products/${maamoul.id}/${maamoul.slug}`, {
    waitUntil: "domcontentloaded",
  });
  const add = page.getByRole("main").getByRole("button", { name: "Add to cart" }).first();
  // Nothing answers, so the shopper taps again.
  await add.click();
  await add.click();
  expect(await page.locator("html").getAttribute("data-storefront")).toBeNull();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
  // The tap was kept and answered once the page was ready: one item, not two.
  await expect(cartLink(page)).toHaveAttribute("data-count", "1");
  expect(await stored(page, "tempCart")).toEqual([
    expect.objectContaining({ product_id: maamoul.id, qty: 1 }),
  ]);
});

test("each product card of a list or a rail hydrates on its own, not as one long task", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/", "/products"]) {
    const html = await (await serverPage(request, baseURL, "retail", path)).text();
    const cards = html.match(/data-slot="product-card"/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(4);
    // A Suspense boundary per card (React hydrates each as a unit of its own).
    expect(html.match(/<!--\$--><article[^>]*data-slot="product-card"/g)?.length ?? 0).toBe(cards);
  }
});

test("a price's Intl data is loaded by a worker before the page builds its first formatter", async ({
  page,
  baseURL,
}) => {
  // Decision 0033: the first Intl.NumberFormat of a page costs 30–80 ms on the main thread; built
  // after a worker has built one, it costs well under a millisecond. Record when each happens.
  await page.addInitScript(() => {
    const log: { event: string; at: number }[] = [];
    const note = (event: string) => log.push({ event, at: performance.now() });
    (window as unknown as { intlLog: typeof log }).intlLog = log;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        note("worker started");
        this.addEventListener("message", () => note("worker answered"));
      }
    };
    const NativeNumberFormat = Intl.NumberFormat;
    // A function, not an arrow: the page calls it with `new`.
    const counted = Object.assign(
      function numberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        if (!log.some(({ event }) => event === "number format built")) note("number format built");
        return new NativeNumberFormat(...args);
      },
      { prototype: NativeNumberFormat.prototype, supportedLocalesOf: NativeNumberFormat.supportedLocalesOf },
    );
    Intl.NumberFormat = counted as unknown as typeof Intl.NumberFormat;
  });
  for (const path of ["/", "/ar/products"]) {
    await page.goto(`${hostUrl(baseURL, "retail")}${path}`);
    await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
    const log = await page.evaluate(
      () => (window as unknown as { intlLog: { event: string; at: number }[] }).intlLog,
    );
    const at = (event: string) => log.find((entry) => entry.event === event)?.at ?? Number.POSITIVE_INFINITY;
    expect(log[0]?.event).toBe("worker started");
    expect(log.map(({ event }) => event)).toContain("number format built");
    // The page waits for the worker's answer, or — on a machine too busy for the worker to answer
    // in time — for the cap; it never builds a formatter in between.
    const waitedFor = Math.min(at("worker answered"), at("worker started") + INTL_WARM_TIMEOUT_MS);
    expect(at("number format built")).toBeGreaterThanOrEqual(Math.floor(waitedFor) - 1);
  }
});

test("the menu's first photos load with the page, the others when they come near the screen", async ({
  request,
  baseURL,
}) => {
  const html = await (await serverPage(request, baseURL, "restaurant", "/menu")).text();
  const photos = [...html.matchAll(/<img src="\/images\/menu-items\/[^"]*"[^>]*>/g)].map((match) => match[0]);
  expect(photos.length).toBeGreaterThan(4);
  // A lazy photo on screen is fetched only after the first layout: it was the LCP, after the JS.
  expect(photos.slice(0, 4).every((photo) => !photo.includes('loading="lazy"'))).toBe(true);
  expect(photos.slice(4).every((photo) => photo.includes('loading="lazy"'))).toBe(true);
});

test.describe("the page's inline scripts", () => {
  test("are let run by their hashes, none other, and the page is the same bytes for everyone", async ({
    request,
    baseURL,
  }) => {
    const answer = await serverPage(request, baseURL, "retail", "/products");
    const csp = answer.headers()["content-security-policy"] ?? "";
    const allowed = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(csp).not.toContain("nonce");
    const html = await answer.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const executable = inline.filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? ""));
    expect(executable.length).toBeGreaterThan(0);
    const hashes = executable.map(
      (match) =>
        `'sha256-${createHash("sha256")
          .update(match[2] ?? "")
          .digest("base64")}'`,
    );
    expect(allowed.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(hashes)].sort(),
    );
    // A second shopper gets the very same page (kept: a render's hydration data carries its time)
    // and policy: a CDN may keep it.
    const again = await serverPage(request, baseURL, "retail", "/products");
    const second = await again.text();
    expect(again.headers()["x-storefront-cache"]).toBe("hit");
    expect(second).toBe(html);
    expect(again.headers()["content-security-policy"]).toBe(csp);
    expect(again.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the product list reads, its links and its pagination work as plain links", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "retail")}/products`);
    const products = page.locator('#main-content a[href^="/products/"]');
    await expect(products.first()).toBeVisible();
    const firstPage = await products.first().getAttribute("href");
    // The demo retail partner has more products than one page shows.
    await page.locator('#main-content a[href*="page=2"]').first().click();
    await expect(page).toHaveURL(/page=2/);
    await expect(products.first()).toBeVisible();
    expect(await products.first().getAttribute("href")).not.toBe(firstPage);
    await products.first().click();
    await expect(page).toHaveURL(/\/products\/\d+\/[\w-]+(\?variant_id=\d+)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
