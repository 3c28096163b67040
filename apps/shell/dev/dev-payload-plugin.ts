import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import type { Plugin } from "vite";

const PAYLOAD_PLACEHOLDER = "<!--storefront:payload-->";

/** Escapes JSON for an inline script element (same rule as the API server's serializer). */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** GETs a JSON answer from the API server as `host` (Node's fetch will not send a custom Host). */
function getJson(url: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, accept: "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: null });
        }
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * In `pnpm dev` Vite serves index.html, so nothing injects the boot payload. This plugin answers
 * page navigations itself: it asks the running API server for the partner of the request's host
 * (the production tenant rule: retail.localhost:5173 → retail) and injects it, so development boots
 * exactly like production and every demo partner works at http://<slug>.localhost:5173.
 */
export function devPayloadPlugin(apiOrigin: string): Plugin {
  return {
    name: "storefront-dev-payload",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const isPage = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
        if (!isPage || !req.url) return next();
        try {
          const host = req.headers.host ?? "localhost";
          const answer = await getJson(`${apiOrigin}/snachoo/api/partner`, host);
          const data = (answer.body as { data?: unknown } | null)?.data ?? null;
          const payload = { partner: answer.status === 200 ? data : null, user: null };
          const template = await readFile(join(server.config.root, "index.html"), "utf8");
          const html = await server.transformIndexHtml(req.url, template);
          const script = `<script id="storefront-payload" type="application/json">${scriptSafeJson(payload)}</script>`;
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(html.replace(PAYLOAD_PLACEHOLDER, script));
        } catch (error) {
          server.config.logger.error(
            `The API server at ${apiOrigin} did not answer: is \`pnpm dev\` running it?`,
          );
          next(error);
        }
      });
    },
  };
}
