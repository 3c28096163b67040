// Request ids, request lines and metrics of the API (issue 41): before, there were none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { clientFor, openTestContext, type TestContext } from "../test/harness";
import { memoryLog } from "../test/memory-log";
import { productNamed, seedShop } from "../test/seed-helpers";

const log = memoryLog();
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext({ logger: log.logger });
  shop = await seedShop(ctx.database.db, "observed");
});
afterAll(() => ctx?.close());

const linesOf = (requestId: string) => log.entries().filter((entry) => entry.requestId === requestId);

describe("a request's id", () => {
  it("is the caller's when well formed, and comes back in X-Request-Id", async () => {
    const id = "edge-proxy.42_a-B";
    const answer = await clientFor(ctx, shop.tenant).get("/products", { headers: { "x-request-id": id } });
    expect(answer.headers.get("x-request-id")).toBe(id);
    expect(linesOf(id)).toHaveLength(1);
  });

  it("is a new one when the caller's is missing or malformed (too long, spaces, quotes)", async () => {
    const api = clientFor(ctx, shop.tenant);
    for (const given of [undefined, "a".repeat(129), "two words", 'x"}{"level":"fatal', ""]) {
      const answer = await api.get(
        "/products",
        given === undefined ? {} : { headers: { "x-request-id": given } },
      );
      const id = answer.headers.get("x-request-id") ?? "";
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(linesOf(id)).toHaveLength(1);
    }
  });
});

describe("a request's log line", () => {
  it("says tenant, method, route pattern, status and duration; never the path's ids or the query", async () => {
    const tea = productNamed(shop, "Tea");
    const api = clientFor(ctx, shop.tenant);
    const found = await api.get("/products?key=private-search-words", {
      headers: { "x-request-id": "query" },
    });
    expect(found.status).toBe(200);
    expect(linesOf("query")).toEqual([expect.objectContaining({ route: "/ecommerce/api/snachoo/products" })]);
    expect(JSON.stringify(linesOf("query"))).not.toContain("private-search-words");
    const answer = await api.get(`/products/${tea.id}`, { headers: { "x-request-id": "line-test" } });
    expect(answer.status).toBe(200);
    const [line] = linesOf("line-test");
    expect(line).toEqual({
      level: "info",
      time: expect.any(String),
      service: "api",
      msg: "request",
      requestId: "line-test",
      tenant: "observed",
      method: "GET",
      route: "/ecommerce/api/snachoo/products/:id",
      status: 200,
      ms: expect.any(Number),
    });
  });

  it("is written for refusals too, by the pattern that answered", async () => {
    const answer = await clientFor(ctx, shop.tenant).get("/no/such/call?token=abc", {
      headers: { "x-request-id": "refused" },
    });
    expect(answer.status).toBe(404);
    expect(linesOf("refused")).toEqual([
      expect.objectContaining({ route: "/ecommerce/api/*", status: 404, method: "GET" }),
    ]);
  });
});

describe("the metrics", () => {
  const scrape = async (app = ctx.app) => (await app.request("/metrics")).text();
  /** The value of one sample line, 0 when the series does not exist. */
  const sample = (text: string, series: string) => {
    const line = text.split("\n").find((row) => row.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it("count requests by route pattern and status, with their latency", async () => {
    const route = 'route="/ecommerce/api/snachoo/products/:id"';
    const before = await scrape();
    const api = clientFor(ctx, shop.tenant);
    for (const name of ["Tea", "Shirt", "Apples"]) await api.get(`/products/${productNamed(shop, name).id}`);
    await api.get("/products/999999");
    const after = await scrape();
    const requests = (status: number) => `http_requests_total{${route},method="GET",status="${status}"}`;
    expect(sample(after, requests(200)) - sample(before, requests(200))).toBe(3);
    expect(sample(after, requests(404)) - sample(before, requests(404))).toBe(1);
    const count = `http_request_duration_seconds_count{${route},method="GET"}`;
    expect(sample(after, count) - sample(before, count)).toBe(4);
    expect(after).toContain(`http_request_duration_seconds_bucket{le="0.1",${route},method="GET"}`);
  });

  it("count the catalogue cache's hits and misses as the answers said them", async () => {
    const before = await scrape();
    const api = clientFor(ctx, shop.tenant);
    const said = { hit: 0, miss: 0 };
    for (let i = 0; i < 4; i++) {
      const verdict = (await api.get("/products?sort=price_asc")).headers.get("x-catalog-cache");
      if (verdict === "hit" || verdict === "miss") said[verdict]++;
    }
    expect(said.hit).toBeGreaterThan(0);
    const after = await scrape();
    for (const result of ["hit", "miss"] as const) {
      const series = `catalog_cache_requests_total{result="${result}"}`;
      expect(sample(after, series) - sample(before, series)).toBe(said[result]);
    }
  });

  it("count orders placed and failed", async () => {
    const placed = 'orders_placed_total{route="/ecommerce/api/snachoo/place_order"}';
    const failed = 'orders_failed_total{route="/ecommerce/api/snachoo/place_order"}';
    const replayed = 'orders_replayed_total{route="/ecommerce/api/snachoo/place_order"}';
    const before = await scrape();
    const api = clientFor(ctx, shop.tenant);
    const token = await api.login();
    const order = { delivery_method: "pickup", payment_method: "cod" };
    const empty = await api.post("/place_order", order, {
      token,
      headers: { "idempotency-key": "empty-cart" },
    });
    expect(empty.status).toBe(409);
    await api.post("/update_cart", { product_id: String(productNamed(shop, "Tea").id), qty: 1 }, { token });
    const ok = await api.post("/place_order", order, {
      token,
      headers: { "idempotency-key": "first-order" },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.headers.get("idempotent-replayed")).toBeNull();
    // A retry of the same call (a lost answer, a double tap) gets the first answer again: no order.
    const retry = await api.post("/place_order", order, {
      token,
      headers: { "idempotency-key": "first-order" },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const after = await scrape();
    expect(sample(after, placed) - sample(before, placed)).toBe(1);
    expect(sample(after, replayed) - sample(before, replayed)).toBe(1);
    expect(sample(after, failed) - sample(before, failed)).toBe(1);
  });

  it("show the PostgreSQL pool's connections (on PostgreSQL)", async () => {
    const text = await scrape();
    if (ctx.database.kind !== "postgres") {
      expect(text).not.toContain("db_pool_waiting");
      return;
    }
    expect(text).toMatch(/^db_pool_connections_in_use \d+$/m);
    expect(text).toMatch(/^db_pool_waiting \d+$/m);
  });

  it("are each app's own (a registry per app, not the process's global one)", async () => {
    const other = createApp({ db: ctx.database.db });
    await clientFor(ctx, shop.tenant).get("/products");
    const text = await scrape(other);
    expect(
      sample(text, 'http_requests_total{route="/ecommerce/api/snachoo/products",method="GET",status="200"}'),
    ).toBe(0);
    expect((await other.request("/metrics")).headers.get("content-type")).toContain("text/plain");
  });
});
