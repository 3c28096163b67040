import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBaseline, serveStatic } from "../baseline/baseline-server";
import { freePort } from "../ports";
import { measureShopperJs } from "./shopper-js";

// One real browser against the real baseline build: the browser-side byte count and the static
// server's compression checked together, without needing a built storefront.
describe("measureShopperJs on the baseline page", () => {
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    server = await serveStatic(await buildBaseline(), await freePort(3340, 3369));
  }, 30_000);

  afterAll(async () => {
    await server?.close();
  });

  it("counts every script the page fetched, compressed", async () => {
    const js = await measureShopperJs(server.url);
    // The entry and the lazy home route: React + React DOM + the router are ~90 kB with brotli.
    expect(js.files.map((file) => new URL(file.url).pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/index-.+\.js$/),
        expect.stringMatching(/^\/assets\/home-page-.+\.js$/),
      ]),
    );
    expect(js.totalEncodedBytes).toBeGreaterThan(30_000);
    // React's production build: a development bundle (NODE_ENV leaking into the build) is ~3× this.
    expect(js.totalEncodedBytes).toBeLessThan(120_000);
    expect(js.totalEncodedBytes).toBe(js.files.reduce((sum, file) => sum + file.encodedBytes, 0));
    for (const file of js.files) expect(file.encoding).toBe("br");
  }, 20_000);
});
