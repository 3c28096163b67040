import type { FetchLike } from "../api/index.js";
import type { PagePayload } from "./page-payload.js";

/**
 * The contract between the API server and the shell's server build (decision 0025): the API loads
 * the built module `dist/server/entry-server.js` at run time and calls its `render` once per page
 * request. Types only, so neither side imports the other.
 */
export interface ServerRenderRequest {
  /** The requested URL, absolute (`http://retail.localhost:3000/ar/products?page=2`). */
  url: string;
  /** The page payload of the host (the API checked it); the same JSON goes into the page. */
  payload: PagePayload;
  /**
   * A CSP nonce for the router's inline scripts. The storefront server sends none: its pages are
   * the same bytes for everyone (a CDN may keep them), and its CSP lists their inline scripts'
   * hashes instead (docs/decisions/0038).
   */
  nonce?: string;
  /** The API itself, called in-process by the server's loaders (same routes, same caches). */
  fetch: FetchLike;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

/** Tags for the page's `<head>`, collected while the page rendered (the API writes them out). */
export interface ServerRenderHead {
  /** The document title, through the partner's template. */
  title: string;
  /** The page's description (meta description, Open Graph, Twitter). */
  description?: string;
  /** An absolute or same-origin image URL for link previews. */
  image?: string;
  /** Structured data the page declares (schema.org objects), each written as one JSON-LD script. */
  jsonLd: readonly object[];
}

/** What `render` answers for one request. */
export type ServerRenderResult =
  /** A real redirect: the guards, the canonical product slug, a route's own redirect. */
  | { kind: "redirect"; status: 301 | 302 | 307 | 308; location: string }
  /**
   * A page: its status (404 for an unknown page), the markup of `#root` (the router's hydration
   * scripts included, carrying the nonce if one was given), and its head tags. `cacheable` is false when the page
   * shows something only this request may see.
   */
  | {
      kind: "page";
      status: number;
      html: string;
      head: ServerRenderHead;
      cacheable: boolean;
      /**
       * The lazy modules the render loaded that the browser needs before it can hydrate the HTML
       * (the matched routes' pages and skeletons, their message catalogs), as keys of the browser
       * build's Vite manifest. The page fetches their chunks with the first-load ones (decision 0035).
       */
      modules?: readonly string[];
    }
  /**
   * The browser is to render the whole page: the API serves it with an empty root. The shell's
   * entry no longer answers this (a page only the browser can decide renders its frame, decision
   * 0031); an entry may still, for a page it cannot render at all.
   */
  | { kind: "client" };

/** The server build's entry: `export const render: ServerRender`. */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** Where the shell's server build lies inside its `dist` folder. */
export const SERVER_ENTRY_FILE = "server/entry-server.js";
