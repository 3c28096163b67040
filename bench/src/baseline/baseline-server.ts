import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { build } from "vite";

const baselineDir = fileURLToPath(new URL("../../baseline/", import.meta.url));

/** Builds the minimal Vite + React + TanStack Router page (bench/baseline); answers its dist folder. */
export async function buildBaseline(): Promise<string> {
  // Vite and plugin-react take a NODE_ENV that is already set (vitest sets "test") over the mode,
  // and would bundle React's development build with the dev JSX runtime: force production here.
  const callersNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: join(baselineDir, "vite.config.ts"), mode: "production" });
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
  return join(baselineDir, "dist");
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Text is worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt"]);

export type Encoding = "br" | "gzip" | "identity";

/**
 * Brotli when the client takes it (Chromium always does) and `brotli` is on, else gzip, else the
 * plain bytes — as a CDN would. `q=0` refuses an encoding.
 */
export function pickEncoding(acceptEncoding: string | undefined, brotli = true): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (brotli && takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

const compressors: Record<Exclude<Encoding, "identity">, (bytes: Buffer) => Promise<Buffer>> = {
  // Maximum quality: the files are compressed once and cached, like a CDN's static compression.
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/**
 * Serves a production build on 127.0.0.1 the way the storefront's server serves its assets:
 * compressed (brotli or gzip by Accept-Encoding, computed once and kept in memory), with the right
 * content types, and index.html for any path that is not a file (client-side routes). A missing
 * file with an extension (`/assets/gone.js`) is a 404, never HTML under a script's name.
 * `brotli: false` serves gzip at most, like the reference API server (Hono's compress is gzip-only),
 * for when both pages must travel with the same encoding.
 */
export async function serveStatic(
  distDir: string,
  port: number,
  options: { brotli?: boolean } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(distDir);
  const indexPath = join(root, "index.html");
  await stat(indexPath); // fail now, not on the first request, when the build is missing
  const cache = new Map<string, Promise<Buffer>>();

  function bytesOf(path: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${path}`;
    let bytes = cache.get(key);
    if (!bytes) {
      bytes = readFile(path).then((raw) => (encoding === "identity" ? raw : compressors[encoding](raw)));
      bytes.catch(() => cache.delete(key)); // a failed read may succeed later
      cache.set(key, bytes);
    }
    return bytes;
  }

  async function resolveFile(urlPath: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const path = resolve(root, `.${decoded}`);
    if (path !== root && !path.startsWith(root + sep)) return null; // outside the build: never
    const isFile = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) return path;
    return extname(decoded) === "" || decoded.endsWith(".html") ? indexPath : null;
  }

  const server = createServer((request, response) => {
    // The path as sent, without the query: `new URL()` would read "//x" as a host name and throw.
    const urlPath = (request.url ?? "/").split("?")[0] || "/";
    void (async () => {
      const path = await resolveFile(urlPath);
      if (!path) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
        return;
      }
      const extension = extname(path);
      const encoding = COMPRESSIBLE.has(extension)
        ? pickEncoding(request.headers["accept-encoding"], options.brotli ?? true)
        : "identity";
      const body = await bytesOf(path, encoding);
      response.writeHead(200, {
        "content-type": CONTENT_TYPES[extension] ?? "application/octet-stream",
        "content-length": body.length,
        vary: "Accept-Encoding",
        // Hashed assets are immutable; the HTML is revalidated, as the storefront's server does.
        "cache-control": urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      });
      response.end(request.method === "HEAD" ? undefined : body);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end(String(error));
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolveListen());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections(); // Chromium keeps connections alive; do not wait for them
      }),
  };
}
