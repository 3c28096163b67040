import { request } from "node:http";
import type { ApiFigures, CapacityFigures } from "../report/figures";
import { getJson, type RunningServer } from "../server";
import { loadTest, run, type Target } from "./load-test";

const API = "/ecommerce/api/snachoo";

/** Words shoppers type on the bulk partner: categories and adjectives, in English and Arabic. */
const POPULAR_TERMS = [
  "kitchen",
  "premium",
  "toys",
  "classic",
  "eco",
  "mini",
  "deluxe",
  "pro",
  "garden",
  "books",
  "music",
  "travel",
  "baby",
  "pets",
  "tools",
  "dairy",
  "frozen",
  "snacks",
  "sports",
  "lighting",
  "groceries",
  "beverages",
  "household",
  "stationery",
  "automotive",
  "personal care",
  "family",
  "everyday",
  "مطبخ",
  "فاخر",
  "ألعاب",
  "كتب",
  "سفر",
  "أطفال",
  "رياضة",
  "حديقة",
  "أدوات",
  "ألبان",
  "مجمدات",
  "يومي",
];

async function partnerHeaders(server: RunningServer, partner: string) {
  const host = { host: `${partner}.localhost:${server.port}` };
  const answer = (await getJson(server.port, "/snachoo/api/partner", host)) as {
    data: { access_token: string };
  };
  return { ...host, authorization: `Bearer ${answer.data.access_token}`, "accept-encoding": "gzip" };
}

/** A failed login (a wrong password for an unknown account) from this machine; answers its status. */
function failedLogin(server: RunningServer, host: string, token: string, n: number): Promise<number> {
  const body = JSON.stringify({ email: `nobody-${n}@bench.example`, password: "wrong-password" });
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: `${API}/login`,
        headers: {
          host,
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

/**
 * The capacity figures of issue 17: the home's HTML and its API answer, search on the
 * 10,000-product partner (popular terms, and every query new so no answer comes from the cache),
 * and the catalogue's throughput alone and while 200 failed logins arrive at once.
 */
export async function measureCapacity(server: RunningServer): Promise<{
  api: Record<string, ApiFigures>;
  capacity: CapacityFigures;
}> {
  const origin = `http://127.0.0.1:${server.port}`;
  const retail = await partnerHeaders(server, "retail");
  const bulk = await partnerHeaders(server, "bulk");
  const html = (headers: Record<string, string>) => ({ ...headers, accept: "text/html" });
  let popular = 0;
  let unique = 0;
  const targets: Record<string, Target> = {
    "home HTML (retail)": { origin, path: "/", headers: html(retail) },
    "home HTML (bulk)": { origin, path: "/", headers: html(bulk) },
    "C/home (bulk)": { origin, path: "/ecommerce/api/cms/home", headers: bulk },
    "search, popular terms (bulk)": {
      origin,
      path: `${API}/products?key=…`,
      headers: bulk,
      nextPath: () =>
        `${API}/products?key=${encodeURIComponent(POPULAR_TERMS[popular++ % POPULAR_TERMS.length] ?? "")}`,
    },
    "search, every query new (bulk)": {
      origin,
      path: `${API}/products?key=item+N`,
      headers: bulk,
      // "item 1234" matches one product: a new answer to build each time (no cached answer).
      nextPath: () => `${API}/products?key=${encodeURIComponent(`item ${((unique++ * 7919) % 10_000) + 1}`)}`,
    },
  };
  const api: Record<string, ApiFigures> = {};
  for (const [name, target] of Object.entries(targets))
    api[name] = await loadTest(target, { rate: 500, seconds: 6 });

  const catalogue: Target = { origin, path: `${API}/products`, headers: retail };
  const alone = await run(catalogue, { seconds: 5, connections: 10 });
  const started = performance.now();
  const logins = Promise.all(
    Array.from({ length: 200 }, (_, n) => failedLogin(server, retail.host, retail.authorization.slice(7), n)),
  ).then((statuses) => ({ statuses, seconds: (performance.now() - started) / 1000 }));
  const during = await run(catalogue, { seconds: 5, connections: 10 });
  const storm = await logins;
  const tally: Record<string, number> = {};
  for (const status of storm.statuses) tally[status] = (tally[status] ?? 0) + 1;
  return {
    api,
    capacity: {
      catalogueAloneRps: alone.requests.average,
      catalogueDuringLoginsRps: during.requests.average,
      catalogueDuringLoginsP99Ms: during.latency.p99,
      logins: { count: storm.statuses.length, seconds: storm.seconds, statuses: tally },
    },
  };
}
