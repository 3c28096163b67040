import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

// The built shell's hashed assets, as a CDN would serve them: precompressed, cached for a year.
const SOURCE = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;

let ctx: TestContext;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "storefront-dist-"));
  await cp(join(import.meta.dirname, "test/fixtures/shell"), distDir, { recursive: true });
  await mkdir(join(distDir, "assets"));
  const asset = join(distDir, "assets", "app-abc123.js");
  await writeFile(asset, SOURCE);
  await writeFile(`${asset}.br`, brotliCompressSync(SOURCE));
  await writeFile(`${asset}.gz`, gzipSync(SOURCE));
  ctx = await openTestContext({ storefrontDist: distDir });
  await seedShop(ctx.database.db, "assets-shop");
});
afterAll(async () => {
  await ctx?.close();
  await rm(distDir, { recursive: true, force: true });
});

const getAsset = (path: string, acceptEncoding: string) =>
  ctx.app.request(`http://assets-shop.localhost:3000${path}`, {
    headers: { host: "assets-shop.localhost:3000", "accept-encoding": acceptEncoding },
  });

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
