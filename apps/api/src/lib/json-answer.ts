import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";

const gzipAsync = promisify(gzip);

/**
 * A success answer serialized once, and gzipped once on first demand, for answers sent many
 * times from a cache: a 24-product page is 30 kB of JSON, and stringifying it, then gzipping it
 * through a CompressionStream, on every request cost more than the rest of a cached read.
 */
export class JsonAnswer<D = unknown> {
  /** The envelope, as `c.json` would have sent it. */
  readonly body: string;
  #gzip: Promise<Uint8Array<ArrayBuffer>> | undefined;
  #etag: string | undefined;

  constructor(readonly data: D) {
    this.body = JSON.stringify({ status: "success", data });
  }

  /**
   * A strong validator of the answer: a digest of its bytes, so equal answers (the same catalogue,
   * the same stock shown) have equal tags whichever instance built them. A server that caches pages
   * built from answers asks again with `If-None-Match` and gets a 304 while they still hold.
   */
  get etag(): string {
    this.#etag ??= `"${createHash("sha1").update(this.body).digest("base64url").slice(0, 22)}"`;
    return this.#etag;
  }

  /** Bytes the answer keeps alive: its text (two bytes a character at most) and its gzip. */
  get bytes(): number {
    return this.body.length * 2 + Math.ceil(this.body.length / 4);
  }

  /** The body gzipped (zlib's thread pool: the event loop keeps serving meanwhile). */
  gzip(): Promise<Uint8Array<ArrayBuffer>> {
    // Copied once into a plain ArrayBuffer (a Buffer may sit in a shared pool).
    this.#gzip ??= gzipAsync(this.body).then((buffer) => new Uint8Array(buffer));
    return this.#gzip;
  }
}

/** Whether the client takes gzip at full weight: the choice `hono/compress` makes first. */
function prefersGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = accepts.find((a) => a.type.toLowerCase() === "gzip")?.q ?? accepts.find((a) => a.type === "*")?.q;
  return q === 1;
}

/** Whether `If-None-Match` names the tag (a list, weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** How a prepared answer is sent: whether a cache had it, and whether shared caches may keep it. */
export interface AnswerDelivery {
  /** From the catalogue cache (`X-Catalog-Cache: hit`) or built for this request (`miss`). */
  cache?: "hit" | "miss";
  /** Priced for a customer (their price group): only their own browser may keep it. */
  personal?: boolean;
}

/**
 * Sends a prepared answer with its ETag: a 304 when the client holds it already (`If-None-Match`),
 * else its stored gzip when the client prefers gzip (the compress middleware leaves a response with
 * a Content-Encoding alone), else the JSON text, which the middleware then treats like any other
 * answer (Vary, deflate for deflate-only clients). Caches may keep it but must ask again each time
 * (`no-cache`): the catalogue changes without notice, and the ETag makes asking cheap.
 */
export async function sendJsonAnswer(c: Context, answer: JsonAnswer, delivery: AnswerDelivery = {}) {
  const headers: Record<string, string> = {
    ETag: answer.etag,
    "Cache-Control": delivery.personal ? "private, no-cache" : "public, no-cache",
    Vary: "Accept-Encoding, X-Customer-Token",
    ...(delivery.cache ? { "X-Catalog-Cache": delivery.cache } : {}),
  };
  if (matchesEtag(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304, headers);
  if (c.req.method === "HEAD" || !prefersGzip(c.req.header("accept-encoding"))) {
    return c.body(answer.body, 200, { ...headers, "Content-Type": "application/json" });
  }
  const gzipped = await answer.gzip();
  return c.body(gzipped, 200, { ...headers, "Content-Type": "application/json", "Content-Encoding": "gzip" });
}
