import { Agent } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { loadTest } from "../api-load/load-test";
import { SSR_CACHED_RATE } from "../report/budgets";
import type { SsrFigures } from "../report/figures";
import { type HttpAnswer, httpGet, type RunningServer } from "../server";
import { percentile } from "../stats";
import { isServerRendered } from "./server-rendered";

/** The page cache's verdict on an answer (apps/api's serve-storefront.ts). */
const CACHE_HEADER = "x-storefront-cache";

export interface SsrOptions {
  /** Uncached renders before the timed ones (JIT, the API's own caches). */
  warmup: number;
  samples: number;
  /** The fixed rate of the cached run (issue 16: ≥ 1,000 req/s with p99 ≤ 20 ms). */
  rate: number;
  seconds: number;
}

const DEFAULTS: SsrOptions = { warmup: 30, samples: 200, rate: SSR_CACHED_RATE, seconds: 8 };

/** The HTML of an answer, decompressed as a browser would. */
function htmlOf(answer: HttpAnswer): string {
  const encoding = answer.headers["content-encoding"];
  const bytes =
    encoding === "gzip"
      ? gunzipSync(answer.body)
      : encoding === "br"
        ? brotliDecompressSync(answer.body)
        : answer.body;
  return bytes.toString("utf8");
}

/**
 * Server rendering of the retail product page `product.path` (showing `product.name`): the latency
 * of renders that miss the page cache (a query string of its own per request makes a new cache key:
 * tenant : catalogue version : payload digest : path+query), then autocannon on the cached page.
 * Every uncached answer must say it was a miss and the cached ones a hit, or the figure would not be
 * what it claims (the bench stops); every answer checked must show the product's name in its root,
 * or it is counted as not server-rendered (a budget of 0).
 */
export async function measureSsr(
  server: RunningServer,
  product: { path: string; name: string },
  options: SsrOptions = DEFAULTS,
): Promise<SsrFigures> {
  // As a browser asks: HTML, gzip. One kept-alive connection: the timings are renders, not handshakes.
  const headers = { host: `retail.localhost:${server.port}`, accept: "text/html", "accept-encoding": "gzip" };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let checkedAnswers = 0;
  let notServerRendered = 0;
  const checkRendered = (answer: HttpAnswer) => {
    checkedAnswers++;
    const rendered = isServerRendered(htmlOf(answer), product.name);
    if (!rendered) notServerRendered++;
    return rendered;
  };
  const expectCache = (answer: HttpAnswer, path: string, verdict: "hit" | "miss") => {
    const said = answer.headers[CACHE_HEADER];
    if (said !== verdict) {
      throw new Error(
        `GET ${path} answered ${CACHE_HEADER}: ${said ?? "(none)"}, not "${verdict}": ` +
          `the ${verdict === "miss" ? "uncached" : "cached"} figure would measure something else.`,
      );
    }
  };

  try {
    let request = 0;
    const timedMiss = async () => {
      const path = `${product.path}?bench=${++request}`;
      const started = performance.now();
      const answer = await httpGet(server.port, path, headers, agent);
      const ms = performance.now() - started;
      // An error page says nothing of a render's cost: counted, not timed.
      if (answer.status !== 200) return { answer, ms: undefined };
      expectCache(answer, path, "miss");
      return { answer, ms };
    };
    for (let i = 0; i < options.warmup; i++) await timedMiss();
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < options.samples; i++) {
      const { answer, ms } = await timedMiss();
      if (ms === undefined) {
        errors++;
        continue;
      }
      times.push(ms);
      checkRendered(answer);
    }
    if (times.length === 0) throw new Error(`GET ${product.path}?bench=N never answered 200.`);

    // The first answer may be a miss or, after the Lighthouse step, already a hit; the next must hit.
    // A page the browser renders is never cached (by design): it is counted as not server-rendered,
    // and its figures are still recorded, so the report and --check show the regression.
    const cachedAnswer = async (verdict?: "hit") => {
      const answer = await httpGet(server.port, product.path, headers, agent);
      if (answer.status !== 200) throw new Error(`GET ${product.path} answered ${answer.status}`);
      if (checkRendered(answer) && verdict) expectCache(answer, product.path, verdict);
    };
    await cachedAnswer();
    await cachedAnswer("hit");
    const cached = await loadTest(
      { origin: `http://127.0.0.1:${server.port}`, path: product.path, headers },
      { rate: options.rate, seconds: options.seconds },
    );
    // Still a hit after the load: nothing moved the catalogue version or the payload's digest.
    await cachedAnswer("hit");

    return {
      path: product.path,
      uncached: {
        samples: times.length,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        maxMs: percentile(times, 100),
        errors,
      },
      cached,
      checkedAnswers,
      notServerRendered,
    };
  } finally {
    agent.destroy();
  }
}
