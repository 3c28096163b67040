/**
 * The storefront server in a test: a built shell in a temporary folder (the fixture's index.html,
 * build manifest and vertical table, plus whatever the test writes: assets, a server entry) and the
 * web app on it, in front of a backend (the stub by default). Requests go through `app.request()`
 * with the tenant's host.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createWebApp } from "../app";
import { createBackend } from "../backend/backend";
import { createLogger, type Logger } from "../ops/logger";
import { createStubBackend, type StubBackend } from "./stub-backend";

export interface WebContext {
  app: ReturnType<typeof createWebApp>;
  backend: StubBackend;
  dist: string;
  /** A GET as a browser sends it to the host (`retail.localhost:3000`). */
  get(host: string, path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The server entry of a test build: a file of `dist/server/entry-server.js`'s contract (`render`). */
export interface WebContextOptions {
  /** Files to add to the build folder, by path inside it. */
  files?: Record<string, string | Buffer>;
  backend?: StubBackend;
  /** How long the backend's partner is reused (0: asked on every page, for tests that change it). */
  partnerTtlMs?: number;
  /** Hold every payload to the whole contract (true: development and tests; false: production). */
  checkPayloads?: boolean;
  /** Where the app logs (silent by default: every test's access log would bury the report). */
  logger?: Logger;
}

export async function openWebContext(options: WebContextOptions = {}): Promise<WebContext> {
  const dist = await mkdtemp(join(tmpdir(), "storefront-web-"));
  await cp(join(import.meta.dirname, "fixtures-shell"), dist, { recursive: true });
  for (const [path, content] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  const backend = options.backend ?? createStubBackend();
  const app = createWebApp({
    distDir: dist,
    backend: createBackend(backend.fetch, options.partnerTtlMs ?? 0),
    proxy: backend.fetch,
    // Every payload held to the whole contract, undeclared fields included, unless the test says not.
    checkPayloads: options.checkPayloads ?? true,
    logger: options.logger ?? createLogger("silent"),
  });
  return {
    app,
    backend,
    dist,
    get: (host, path, headers = {}) =>
      Promise.resolve(app.request(`http://${host}${path}`, { headers: { host, ...headers } })),
    close: () => rm(dist, { recursive: true, force: true }),
  };
}
