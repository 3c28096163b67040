import { httpGet } from "../server";
import { rootShowsText } from "./server-rendered";

/** Redirects followed, as the browser does (the root's locale detection, a canonical slug). */
const MAX_REDIRECTS = 3;

/** The page's HTML as a browser's first visit gets it: English preferred, redirects followed. */
async function firstVisitHtml(pageUrl: string): Promise<string> {
  let url = new URL(pageUrl);
  for (let redirects = 0; ; redirects++) {
    const answer = await httpGet(Number(url.port), `${url.pathname}${url.search}`, {
      host: url.host,
      accept: "text/html",
      "accept-language": "en-US,en;q=0.9",
    });
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location && redirects < MAX_REDIRECTS) {
      url = new URL(location, url);
      continue;
    }
    if (answer.status !== 200) throw new Error(`GET ${pageUrl} answered ${answer.status} (at ${url.href})`);
    return answer.body.toString("utf8");
  }
}

/**
 * Whether each page's HTML, as the server answers a browser's first visit, already shows content
 * in its root: Lighthouse's figures of a "server-rendered page" mean nothing if the server left it to
 * the browser. The pages are on loopback, each under its partner's host name.
 */
export async function pagesRendered(pages: readonly { name: string; url: string }[]) {
  const rendered: Record<string, boolean> = {};
  for (const page of pages) rendered[page.name] = rootShowsText(await firstVisitHtml(page.url));
  return rendered;
}
