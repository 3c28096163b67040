import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../ports";
import { pickEncoding, serveStatic } from "./baseline-server";

/** A raw GET (Node's fetch would decompress the body behind our back). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

const INDEX = "<!doctype html><title>index</title>";
const SCRIPT = `export const words = ${JSON.stringify("lorem ipsum ".repeat(2_000))};\n`;

describe("serveStatic", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "bench-static-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), INDEX);
    await writeFile(join(dir, "assets", "app.js"), SCRIPT);
    await writeFile(join(dir, "..", "bench-static-secret.txt"), "secret");
    server = await serveStatic(dir, await freePort(3340, 3369));
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
    await rm(join(dir, "..", "bench-static-secret.txt"), { force: true });
  });

  it("listens on 127.0.0.1", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:33\d\d\/$/);
  });

  it("serves brotli when the client accepts it, with the content type", async () => {
    const answer = await get(`${server.url}assets/app.js`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("serves gzip when brotli is not accepted, and plain bytes when nothing is", async () => {
    const gzipped = await get(`${server.url}assets/app.js`, { "accept-encoding": "gzip, br;q=0" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await get(`${server.url}assets/app.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("answers index.html for client-side routes, 404 for a missing file", async () => {
    const route = await get(`${server.url}products/7/date-maamoul`);
    expect(route.status).toBe(200);
    expect(route.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(route.body.toString()).toBe(INDEX);

    expect((await get(`${server.url}assets/gone.js`)).status).toBe(404);
  });

  it("answers a path that starts with two slashes instead of crashing", async () => {
    const page = await get(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(INDEX);
  });

  it("never serves a file outside the folder", async () => {
    const answer = await get(`${server.url}..%2fbench-static-secret.txt`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain("secret");
  });

  it("serves gzip at most when brotli is turned off", async () => {
    const gzipOnly = await serveStatic(dir, await freePort(3340, 3369), { brotli: false });
    try {
      const answer = await get(`${gzipOnly.url}assets/app.js`, { "accept-encoding": "gzip, deflate, br" });
      expect(answer.headers["content-encoding"]).toBe("gzip");
    } finally {
      await gzipOnly.close();
    }
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, honours q=0 and wildcards", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, deflate, br", false)).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});
