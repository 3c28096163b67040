import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { isPlentyStock } from "@storefront/core/catalog";
import { getJson, type RunningServer } from "../server";
import { percentile } from "../stats";

const API = "/ecommerce/api/snachoo";

/** One connection pool for every shopper: orders are timed, not handshakes. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** A JSON call on loopback with a tenant's Host header; resolves with the status and parsed body. */
export function callJson(
  port: number,
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(text === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(text) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = raw;
          try {
            parsed = JSON.parse(raw);
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

/** A demo partner as a client reaches it: its Host header and its bearer token. */
export interface PartnerAccess {
  slug: string;
  headers: Record<string, string>;
}

/** The partner's Host and token headers (from `GET P/partner`). */
export async function partnerAccess(server: RunningServer, slug: string): Promise<PartnerAccess> {
  const host = { host: `${slug}.localhost:${server.port}` };
  const answer = (await getJson(server.port, "/snachoo/api/partner", host)) as {
    data: { access_token: string };
  };
  return { slug, headers: { ...host, authorization: `Bearer ${answer.data.access_token}` } };
}

/** A signed-up customer of a partner, with an address of their own (as behind a proxy: bench servers trust one hop). */
export interface Shopper {
  partner: PartnerAccess;
  headers: Record<string, string>;
}

/**
 * Signs up `count` new customers of the partner, each from an address of its own (X-Forwarded-For,
 * which the bench's server trusts for one hop): shoppers are many people, not one address that the
 * sign-up limits would stop.
 */
export async function signUpShoppers(
  server: RunningServer,
  partner: PartnerAccess,
  count: number,
): Promise<Shopper[]> {
  const run = randomUUID().slice(0, 8);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const address = `10.${Math.floor(i / 250) + 1}.${i % 250}.${7 + (i % 200)}`;
    const headers = { ...partner.headers, "x-forwarded-for": address };
    const answer = await callJson(server.port, "POST", `${API}/signup`, headers, {
      name: `Bench ${i}`,
      email: `bench-${run}-${i}@bench.example`,
      password: `bench-password-${run}-${i}`,
    });
    const token = (answer.body as { data?: { token?: string } }).data?.token;
    if (answer.status !== 201 || !token) {
      throw new Error(`Sign-up of a bench shopper answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    shoppers.push({ partner, headers: { ...headers, "x-customer-token": token } });
  }
  return shoppers;
}

/** The ids of products the partner lists first (newest first, `pages` pages of 100). */
export async function listedProductIds(
  server: RunningServer,
  partner: PartnerAccess,
  /** `plenty`: only products whose stock the answer shows as plenty (it never shows more). */
  options: { pages: number; perPage?: number; plenty?: boolean } = { pages: 1 },
): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= options.pages; page++) {
    const answer = (await getJson(
      server.port,
      `${API}/products?per_page=${options.perPage ?? 100}&page=${page}`,
      partner.headers,
    )) as { data: { items: Array<{ _id: string; is_digital?: boolean; stock_master?: { stock: number } }> } };
    for (const item of answer.data.items) {
      const stock = item.stock_master?.stock ?? 0;
      if (options.plenty ? isPlentyStock(stock) : stock >= 1) ids.push(item._id);
    }
  }
  return ids;
}

/** One order as a shopper places it: one product into the cart, then the order, by card. */
export async function placeOneOrder(
  server: RunningServer,
  shopper: Shopper,
  productId: string,
): Promise<{ ok: boolean; ms: number; status: number; detail?: unknown }> {
  const started = performance.now();
  const cart = await callJson(server.port, "POST", `${API}/update_cart`, shopper.headers, {
    product_id: productId,
    qty: 1,
  });
  if (cart.status !== 200)
    return { ok: false, ms: performance.now() - started, status: cart.status, detail: cart.body };
  const order = await callJson(
    server.port,
    "POST",
    `${API}/place_order`,
    { ...shopper.headers, "idempotency-key": randomUUID() },
    { delivery_method: "pickup", payment_method: "card", card_token: "tok_visa" },
  );
  return {
    ok: order.status === 201,
    ms: performance.now() - started,
    status: order.status,
    ...(order.status === 201 ? {} : { detail: order.body }),
  };
}

/** What a stream of orders did. */
export interface OrderTally {
  placed: number;
  failed: number;
  /** Failure statuses and how often (e.g. `409`: out of stock). */
  failures: Record<string, number>;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

function tallyOf(results: Array<{ ok: boolean; ms: number; status: number }>, seconds: number): OrderTally {
  const failures: Record<string, number> = {};
  for (const result of results) if (!result.ok) failures[result.status] = (failures[result.status] ?? 0) + 1;
  const times = results.map((result) => result.ms);
  return {
    placed: results.filter((result) => result.ok).length,
    failed: results.filter((result) => !result.ok).length,
    failures,
    seconds,
    p50Ms: times.length ? percentile(times, 50) : 0,
    p99Ms: times.length ? percentile(times, 99) : 0,
  };
}

/**
 * Orders at a fixed rate (an open loop, as shoppers arrive): every 1/rate s the next idle shopper
 * buys the next product of `productIds`. Runs until `stop()`, which waits for the orders under way.
 */
export function orderStream(
  server: RunningServer,
  shoppers: readonly Shopper[],
  productIds: readonly string[],
  rate: number,
): { stop(): Promise<OrderTally> } {
  const started = performance.now();
  const results: Array<{ ok: boolean; ms: number; status: number }> = [];
  const busy = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  let product = 0;
  const timer = setInterval(() => {
    // A shopper whose last order is still under way does not start another (one cart each).
    for (let tries = 0; tries < shoppers.length; tries++) {
      const index = next++ % shoppers.length;
      if (busy.has(index)) continue;
      const shopper = shoppers[index];
      const productId = productIds[product++ % productIds.length];
      if (!shopper || !productId) return;
      busy.add(index);
      const order = placeOneOrder(server, shopper, productId)
        .catch(() => ({ ok: false, ms: 0, status: 0 }))
        .then((result) => {
          results.push(result);
          busy.delete(index);
          inFlight.delete(order);
        });
      inFlight.add(order);
      return;
    }
  }, 1000 / rate);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return tallyOf(results, (performance.now() - started) / 1000);
    },
  };
}

/** Every shopper orders back to back for `seconds` (a closed loop): the tenant's order capacity. */
export async function ordersAtFullSpeed(
  server: RunningServer,
  shoppers: readonly Shopper[],
  productIds: readonly string[],
  seconds: number,
): Promise<OrderTally> {
  const results: Array<{ ok: boolean; ms: number; status: number }> = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let product = 0;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < deadline) {
        const productId = productIds[product++ % productIds.length] ?? "";
        results.push(
          await placeOneOrder(server, shopper, productId).catch(() => ({ ok: false, ms: 0, status: 0 })),
        );
      }
    }),
  );
  return tallyOf(results, (performance.now() - started) / 1000);
}
