import type {
  ServerRender,
  ServerRenderRequest,
  ServerRenderResult,
} from "@storefront/core/contracts/server-render";
import { splitLocalePath } from "@storefront/core/locale";
import { createMemoryStorage } from "@storefront/core/storage";
import { setSanitizerWindow } from "@storefront/kit/pages";
import { createPageHead } from "@storefront/kit/title";
import { createMemoryHistory } from "@tanstack/react-router";
import {
  createRequestHandler,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from "@tanstack/react-router/ssr/server";
import { JSDOM } from "jsdom";
import { App } from "./boot/app";
import { createStorefront } from "./boot/create-storefront";
import { parseBootPayload, usablePartner } from "./boot/read-payload";
import { collectLazyModules } from "./server/lazy-modules";
import { renderToHtml } from "./server/render-to-html";
import { loadVertical } from "./verticals/registry";

// Partner pages (CMS HTML) are sanitised by DOMPurify during the render; on the server it parses
// with one jsdom window for the process (the sanitiser keeps nothing of a request in it).
setSanitizerWindow(new JSDOM("").window as unknown as Window);

/** TanStack's string renderer prepends a doctype: the API's template has its own. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * Renders one page request on the server (decision 0025): a storefront of its own for this request
 * (router, query client, jotai store, Lingui instance — nothing shared with another request or
 * tenant), the partner's vertical chosen by its type through the registry, the route loaded with
 * its guards and loaders (API calls go to the API in-process), then the same React tree the browser
 * hydrates, rendered to a string once every lazy part has loaded. Guard and loader redirects come
 * back as real redirects; an unknown page as a 404 page. A page whose answer only the browser knows
 * (behind login, the guest's cart, phones only) renders its frame, the page's place pending
 * (decision 0031). A page answers the browser's lazy modules the render loaded too (its routes'
 * pages and skeletons, their catalogs): the browser needs them to hydrate (decision 0035).
 */
export const render: ServerRender = async (request) => {
  const { result, modules } = await collectLazyModules(() => renderPage(request));
  return result.kind === "page" ? { ...result, modules } : result;
};

async function renderPage({
  url,
  payload,
  nonce,
  fetch,
  signal,
}: ServerRenderRequest): Promise<ServerRenderResult> {
  const requested = new URL(url);
  const partner = usablePartner(parseBootPayload(payload));

  const vertical = partner ? await loadVertical(partner.snachoo_settings.type) : null;
  const storefront = createStorefront({
    doc: null,
    partner,
    user: null,
    vertical,
    locale: splitLocalePath(requested.pathname).locale,
    history: createMemoryHistory({ initialEntries: [`${requested.pathname}${requested.search}`] }),
    server: { fetch, origin: requested.origin, storage: createMemoryStorage(), win: null, nonce },
  });
  const head = createPageHead();
  let failed = false;
  const request = new Request(requested, signal ? { signal } : {});
  const handle = createRequestHandler({ request, createRouter: () => storefront.router });
  const response = await handle(async ({ router }) => {
    const rendered = await renderToHtml(<App storefront={storefront} head={head} />, {
      nonce,
      signal,
      onError: () => {
        failed = true;
      },
    });
    const html = await transformHtmlStringWithRouter(router, rendered);
    return new Response(html.startsWith(DOCTYPE) ? html.slice(DOCTYPE.length) : html, {
      status: getSsrStatus(router),
    });
  });
  storefront.stopFollowingLocale();
  return toResult(response, head, failed, requested.origin);
}

async function toResult(
  response: Response,
  head: ReturnType<typeof createPageHead>,
  failed: boolean,
  origin: string,
): Promise<ServerRenderResult> {
  const location = sameOriginPath(response.headers.get("Location"), origin);
  if (response.status >= 300 && response.status < 400 && location) {
    // The router's default (307) is a temporary redirect; a moved page (the canonical product
    // slug) asks for 301.
    return { kind: "redirect", status: response.status === 301 ? 301 : 302, location };
  }
  return {
    kind: "page",
    status: response.status,
    html: await response.text(),
    head: {
      title: head.title ?? "",
      ...(head.description ? { description: head.description } : {}),
      ...(head.image ? { image: head.image } : {}),
      jsonLd: head.jsonLd,
    },
    cacheable: !failed && response.status < 500,
  };
}

/** A redirect target on the page's own origin as a path (the origin the server saw may be a proxy's). */
function sameOriginPath(location: string | null, origin: string): string | null {
  if (!location) return null;
  const target = new URL(location, origin);
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : location;
}
