import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "./test/harness";

// The built shell's hashed assets, as a CDN would serve them: precompressed, cached for a year.
const SOURCE = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;

let web: WebContext;

beforeAll(async () => {
  web = await openWebContext({
    files: {
      "assets/app-abc123.js": SOURCE,
      "assets/app-abc123.js.br": brotliCompressSync(SOURCE),
      "assets/app-abc123.js.gz": gzipSync(SOURCE),
    },
  });
});
afterAll(() => web?.close());

const getAsset = (path: string, acceptEncoding: string) =>
  web.get("retail.localhost:3000", path, { "accept-encoding": acceptEncoding });

describe("built assets", () => {
  it("sends the brotli file to a browser that accepts it, cached as immutable", async () => {
    const response = await getAsset("/assets/app-abc123.js", "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SOURCE);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await getAsset("/assets/app-abc123.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await getAsset("/assets/app-abc123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SOURCE);
  });

  it("answers 404 for a missing chunk instead of the HTML page", async () => {
    const response = await getAsset("/assets/app-gone.js", "gzip, br");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/html/);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
  });
});
