import * as checkoutApi from "@storefront/core/contracts/api/checkout";
import * as restaurantApi from "@storefront/core/contracts/api/restaurant";
import { endpointPath } from "@storefront/core/contracts/endpoint";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolCounts } from "../db/client";

/**
 * The calls that place an order: a 201 is an order placed, an error answer one that failed, and a
 * replayed answer (a retry with the same Idempotency-Key) neither: no order was placed by it.
 */
const ORDER_ROUTES = new Set(
  [checkoutApi.placeOrder, restaurantApi.placeKioskOrder, restaurantApi.sugarCheckout].map(
    (endpoint) => `${endpoint.method} ${endpointPath(endpoint)}`,
  ),
);

/** One answered request, as the metrics count it. */
export interface AnsweredRequest {
  /** The route's pattern (`/ecommerce/api/snachoo/products/:id`): bounded, unlike paths. */
  route: string;
  method: string;
  status: number;
  seconds: number;
  /** The answer's `X-Catalog-Cache` (hit or miss), when it came through the catalogue cache. */
  catalogCache: string | null;
  /** The answer replays an earlier call's (`Idempotent-Replayed`). */
  replayed?: boolean;
}

/**
 * The API's Prometheus metrics, in a registry of their own (one per app: tests build several).
 * Requests are counted by route pattern; the pool gauges read node-postgres' counts when scraped.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [this.registry],
  });
  readonly #duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request (until its headers), by route pattern and method",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  /** Requests being answered now (a stop waits for them: `shutdown.ts`). */
  readonly inFlight = new Gauge({
    name: "http_requests_in_flight",
    help: "Requests received and not answered yet",
    registers: [this.registry],
  });
  readonly #catalogCache = new Counter({
    name: "catalog_cache_requests_total",
    help: "Catalogue answers from the cache (hit) or built for the request (miss)",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly #ordersPlaced = new Counter({
    name: "orders_placed_total",
    help: "Order calls answered 201",
    labelNames: ["route"] as const,
    registers: [this.registry],
  });
  readonly #ordersReplayed = new Counter({
    name: "orders_replayed_total",
    help: "Order calls answered with an earlier call's answer (same Idempotency-Key): no new order",
    labelNames: ["route"] as const,
    registers: [this.registry],
  });
  readonly #ordersFailed = new Counter({
    name: "orders_failed_total",
    help: "Order calls answered with an error (4xx or 5xx)",
    labelNames: ["route"] as const,
    registers: [this.registry],
  });

  constructor(options: { pool?: PoolCounts | undefined; processMetrics?: boolean } = {}) {
    const { pool } = options;
    if (pool) {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read());
          },
        });
      gauge(
        "db_pool_connections_in_use",
        "PostgreSQL connections running a query",
        () => pool.totalCount - pool.idleCount,
      );
      gauge("db_pool_connections_idle", "PostgreSQL connections open and idle", () => pool.idleCount);
      gauge("db_pool_waiting", "Queries waiting for a free PostgreSQL connection", () => pool.waitingCount);
    }
    // Process figures (CPU, memory, event loop lag) only for the server's own app: each call
    // starts its own event-loop monitor, which tests building many apps do not need.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  record(request: AnsweredRequest) {
    const { route, method, status } = request;
    this.#requests.inc({ route, method, status: String(status) });
    this.#duration.observe({ route, method }, request.seconds);
    if (request.catalogCache === "hit" || request.catalogCache === "miss") {
      this.#catalogCache.inc({ result: request.catalogCache });
    }
    if (ORDER_ROUTES.has(`${method} ${route}`)) {
      if (request.replayed) this.#ordersReplayed.inc({ route });
      else if (status === 201) this.#ordersPlaced.inc({ route });
      else if (status >= 400) this.#ordersFailed.inc({ route });
    }
  }

  /** The text a Prometheus scrape reads, and its content type. */
  async exposition(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
