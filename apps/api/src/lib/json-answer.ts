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

  constructor(readonly data: D) {
    this.body = JSON.stringify({ status: "success", data });
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

/**
 * Sends a prepared answer: its stored gzip when the client prefers gzip (the compress middleware
 * leaves a response with a Content-Encoding alone), else the JSON text, which the middleware then
 * treats like any other answer (Vary, deflate for deflate-only clients).
 */
export async function sendJsonAnswer(c: Context, answer: JsonAnswer) {
  if (c.req.method === "HEAD" || !prefersGzip(c.req.header("accept-encoding"))) {
    return c.body(answer.body, 200, { "Content-Type": "application/json" });
  }
  const gzipped = await answer.gzip();
  return c.body(gzipped, 200, {
    "Content-Type": "application/json",
    "Content-Encoding": "gzip",
    Vary: "Accept-Encoding",
  });
}
