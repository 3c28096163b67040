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
