import type { APIRequestContext, Page } from "./fixtures";

/** The server's answer to a page, as a client without JavaScript sees it (no redirects followed). */
export async function serverPage(
  request: APIRequestContext,
  baseURL: string | undefined,
  host: string,
  path: string,
) {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  // Node does not resolve `*.localhost`: ask the server on loopback, with the page's Host.
  return request.get(`http://127.0.0.1:${url.port}${path}`, {
    headers: { host: `${host}.localhost:${url.port}` },
    maxRedirects: 0,
  });
}

/** Console errors and warnings of a page (React reports a hydration mismatch as an error). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** zod 4's schema classes are named `$ZodType`…: a script carrying zod's runtime holds this text. */
const ZOD_MARK = "$ZodType";

/**
 * What a page asks for beyond its HTML, its code and its pictures: API calls, and scripts that carry
 * zod. After a server-rendered page both should be empty: its data came in the HTML, and zod loads
 * only with the first API answer to validate (docs/decisions/0032). `settled()` waits for the
 * scripts' bodies to be read.
 */
export function watchApiAndZod(page: Page) {
  const apiCalls: string[] = [];
  const zodScripts: string[] = [];
  const reads: Promise<void>[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(ecommerce|snachoo)\/api\//.test(pathname)) apiCalls.push(pathname);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response
        .text()
        .then((body) => {
          if (body.includes(ZOD_MARK)) zodScripts.push(new URL(response.url()).pathname);
        })
        .catch(() => undefined),
    );
  });
  return {
    async settled() {
      await Promise.all(reads);
      return { apiCalls, zodScripts };
    },
  };
}
