import type { Page, Route } from "@playwright/test";
import { pagePayloadElement } from "@storefront/core/contracts/page-payload-script";
import { type PartnerInput, partnerSchema } from "@storefront/core/contracts/partner";

/** A demo partner's origin on the test server (`retail` → http://retail.localhost:3100). */
export function hostUrl(baseURL: string | undefined, host: string): string {
  const port = new URL(baseURL ?? "http://localhost:3100").port;
  return `http://${host}.localhost:${port}`;
}

/** The page payload the server injected (what the shell booted from). */
export async function readPayload(page: Page): Promise<{ partner: FixturePartner | null; user: unknown }> {
  return page.evaluate(() =>
    JSON.parse(document.getElementById("storefront-payload")?.textContent ?? "null"),
  );
}

/** A partner in the shape of the page payload (core's partner contract). */
export type FixturePartner = PartnerInput;

/** The demo partner whose catalogue, pictures and token a fixture partner borrows (see `withPartner`). */
export const FIXTURE_BACKING_HOST = "retail";

/**
 * A retail partner of its own (name, theme, tags, pages…); override anything. Its API calls are
 * answered by the demo retail partner (`withPartner`), so its pages have real data.
 */
export function fixturePartner(overrides: Partial<FixturePartner> = {}): FixturePartner {
  return {
    business_id: 990,
    access_token: "e2e-token",
    name: "Fixture Store",
    snachoo_settings: { type: "retail", url: "fixture.localhost" },
    pages: ["about-us"],
    cms_config: {},
    ...overrides,
  };
}

/**
 * Serves every page of the real server with `partner` in its payload instead of the host's: the
 * built shell, the real HTML and assets, only the partner differs — so partner cases the demo data
 * may not have (hostile CSS, tags, brand variant, root-redirect locale) run deterministically, on
 * any host (an unknown one included). Its API calls and pictures are answered as the demo retail
 * partner's (`FIXTURE_BACKING_HOST`), with that partner's token: every vertical needs data now that
 * no partner type is left on the "coming soon" stand-in.
 */
export async function withPartner(page: Page, partner: FixturePartner): Promise<void> {
  let backingToken: Promise<string> | null = null;
  await page.route("**/*", (route: Route) =>
    serveAsFixture(route).catch((error: unknown) => {
      // A page that navigated on (a redirect, the next goto) or a test that ended drops its pending requests.
      if (!/disposed|closed|already handled|test ended/i.test(String(error))) throw error;
    }),
  );

  async function serveAsFixture(route: Route): Promise<void> {
    const request = route.request();
    // Node does not resolve `*.localhost`: ask the server on loopback, with the page's Host.
    const url = new URL(request.url());
    const loopback = `http://127.0.0.1:${url.port}`;
    if (/^\/(ecommerce|images)\//.test(url.pathname)) {
      backingToken ??= backingPartnerToken(route, loopback, `${FIXTURE_BACKING_HOST}.localhost:${url.port}`);
      const headers: Record<string, string> = {
        ...request.headers(),
        host: `${FIXTURE_BACKING_HOST}.localhost:${url.port}`,
      };
      if (headers.authorization) headers.authorization = `Bearer ${await backingToken}`;
      const response = await route.fetch({ url: `${loopback}${url.pathname}${url.search}`, headers });
      return route.fulfill({ response });
    }
    if (request.resourceType() !== "document") return route.fallback();
    const response = await route.fetch({
      url: `${loopback}${url.pathname}${url.search}`,
      headers: { ...request.headers(), host: url.host },
    });
    const html = await response.text();
    // Core's serializer, as the server's; a replacer, so `$'` in partner text stays text. Written as
    // the server writes it, validated and read by core's schema (defaults applied): the browser
    // does not validate it.
    const payload = pagePayloadElement({ partner: partnerSchema.parse(partner), user: null });
    // The server rendered the host's real partner (or none): the fixture's page is the browser's
    // to render, so its server HTML and hydration state go (a page the server left to the browser),
    // and so do the head's marks of the host's partner (its theme, icon and verification tag).
    const body = html
      .replace(/<style[^>]*\bdata-partner-theme[^>]*>[\s\S]*?<\/style>\s*/g, "")
      .replace(/<link rel="icon"[^>]*>\s*/g, "")
      .replace(/<meta name="google-site-verification"[^>]*>\s*/g, "")
      .replace(
        /<div id="root">[\s\S]*?<\/div>(\s*<script id="storefront-payload")/,
        '<div id="root"></div>$1',
      )
      .replace(/<script id="storefront-payload" type="application\/json">[\s\S]*?<\/script>/, () => payload);
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, body, headers });
  }
}

/** The access token of the partner served at `host`, read from its page's payload. */
async function backingPartnerToken(route: Route, loopback: string, host: string): Promise<string> {
  const response = await route.fetch({ url: `${loopback}/contact`, headers: { host } });
  const match = /<script id="storefront-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(
    await response.text(),
  );
  const token = match ? JSON.parse(match[1] ?? "null")?.partner?.access_token : null;
  if (typeof token !== "string") throw new Error(`no partner token on ${host}`);
  return token;
}

/** Third-party hosts the storefront may reference; nothing may actually reach them in a test. */
export const THIRD_PARTY = /^https?:\/\/([\w-]+\.)*(googletagmanager\.com|tiktok\.com|cdn\.example)\//;

/** Aborts every request to a third party and records it. */
export async function blockThirdParties(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    blocked.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return blocked;
}

/** An API answer as the page's fetch saw it. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: { status: string; data?: T; code?: string; msg?: string };
}

/** Calls the API from the page (which must be on the partner's origin). */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  options: { method?: string; body?: unknown; customerToken?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ path, method, body, customerToken, extraHeaders }) => {
      const payload = JSON.parse(document.getElementById("storefront-payload")?.textContent ?? "{}");
      const headers: Record<string, string> = {
        ...extraHeaders,
        Accept: "application/json",
        Authorization: `Bearer ${payload.partner?.access_token ?? ""}`,
      };
      if (customerToken) headers["X-customer-token"] = customerToken;
      if (body !== undefined) headers["Content-Type"] = "application/json";
      const response = await fetch(`/ecommerce/api/snachoo${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: await response.json() };
    },
    {
      path,
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      body: options.body,
      customerToken: options.customerToken,
      extraHeaders: options.headers ?? {},
    },
  );
}

/** The scripts a page asks for whose URL holds `chunk` (`/confirm-step-`), filled in as it asks. */
export function scriptsAskedFor(page: Page, chunk: string): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().includes(chunk)) urls.push(request.url());
  });
  return urls;
}
