import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import type { Plugin } from "vite";

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

/** Runs in the dev server (`ssrLoadModule`): core from source, without a build of it. */
const PAYLOAD_MODULE = "/vite/page-with-payload.ts";

/**
 * In `pnpm dev` Vite serves index.html, so nothing injects the page payload. This plugin answers
 * page navigations itself: it asks the running API server for the partner of the request's host
 * (the production tenant rule: retail.localhost:5173 → retail) and injects the payload with core's
 * schema and serializer (`page-with-payload.ts`), so development boots exactly like production and
 * every demo partner works at http://<slug>.localhost:5173.
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
          const page = (await server.ssrLoadModule(PAYLOAD_MODULE)) as typeof import("./page-with-payload");
          const payload = page.payloadFromPartnerAnswer(answer, (message) =>
            server.config.logger.warn(message),
          );
          const template = await readFile(join(server.config.root, "index.html"), "utf8");
          const html = await server.transformIndexHtml(req.url, template);
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(page.pageWithPayload(html, payload));
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
