import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeKeptPage, encodePage } from "./encode-page";

const html = `<!doctype html><html><body>${"<p>Red apples, 2.50 SAR</p>".repeat(400)}</body></html>`;

describe("encodePage", () => {
  it("sends brotli to a client that takes it, and the page decodes to the same HTML", () => {
    const page = encodePage(html, "gzip, deflate, br, zstd");
    expect(page.encoding).toBe("br");
    expect(brotliDecompressSync(page.body as Uint8Array).toString()).toBe(html);
    expect(page.body.length).toBeLessThan(html.length / 10);
  });

  it("sends gzip to a client without brotli, or one that refuses it", () => {
    for (const header of ["gzip, deflate", "br;q=0, gzip", "GZIP;q=0.5"]) {
      const page = encodePage(html, header);
      expect(page.encoding, header).toBe("gzip");
      expect(gunzipSync(page.body as Uint8Array).toString()).toBe(html);
    }
  });

  it("sends the HTML as it is to a client that accepts neither", () => {
    for (const header of [undefined, "", "identity", "gzip;q=0, br;q=0", "deflate"]) {
      expect(encodePage(html, header)).toEqual({ body: html, encoding: null });
    }
  });
});

describe("encodeKeptPage", () => {
  it("compresses a kept page once per encoding and sends those bytes on every hit", () => {
    const page = { html };
    const first = encodeKeptPage(page, "gzip, br");
    expect(first.encoding).toBe("br");
    expect(brotliDecompressSync(first.body as Uint8Array).toString()).toBe(html);
    expect(encodeKeptPage(page, "br").body).toBe(first.body);
    const gzip = encodeKeptPage(page, "gzip");
    expect(gunzipSync(gzip.body as Uint8Array).toString()).toBe(html);
    expect(encodeKeptPage(page, "gzip").body).toBe(gzip.body);
    expect(encodeKeptPage(page, undefined)).toEqual({ body: html, encoding: null });
  });
});
