import { getConnInfo } from "@hono/node-server/conninfo";
import { SECURITY_HEADERS } from "@storefront/core/contracts/security-headers";
import { partnerSiteOrigin } from "@storefront/core/partner";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { Db, PoolCounts } from "./db/client";
import type { Services } from "./http";
import { mountImages } from "./images/routes";
import { limitBody } from "./lib/body-limit";
import { clientAddressFrom } from "./lib/client-address";
import { logContractViolation } from "./lib/contract-check";
import { errorSummary } from "./lib/error-summary";
import { ApiError } from "./lib/errors";
import { type Logger, silentLogger } from "./operations/logger";
import { ApiMetrics } from "./operations/metrics";
import { observeRequests, requestIdOf } from "./operations/observe";
import { mountProbes } from "./operations/probes";
import { Readiness } from "./operations/readiness";
import { registerAccountRoutes } from "./routes/account";
import { registerAuthRoutes } from "./routes/auth";
import { registerBookingRoutes } from "./routes/booking";
import { registerBookingPurchaseRoutes } from "./routes/booking-purchases";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogRoutes } from "./routes/catalog";
import { registerCheckoutRoutes } from "./routes/checkout";
import { registerCouponRoutes } from "./routes/coupon";
import { registerPagesRoutes } from "./routes/pages";
import { registerPartnerRoutes } from "./routes/partner";
import { registerRestaurantRoutes } from "./routes/restaurant";
import { registerStaffRoutes } from "./routes/staff";
import { catalogReference } from "./services/catalog-answers";
import { CatalogCache } from "./services/catalog-cache";
import { PostgresSearch } from "./services/search/postgres-search";
import { PartnerDirectory } from "./tenancy";

export interface AppOptions {
  /** The database (see `openDatabase`). */
  db: Db;
  /**
   * How many proxies the operator runs in front of the server: the client address is the
   * `trustProxyHops`-th address from the right of X-Forwarded-For (`lib/client-address.ts`). 0, the
   * default, ignores the header and uses the socket's peer. Behind the storefront server: 1.
   */
  trustProxyHops?: number;
  /** Check every success answer against its contract (tests and development). */
  validateResponses?: boolean;
  /** Where contract violations are reported (the console by default). */
  onContractViolation?: Services["onContractViolation"];
  /** Where e-mails (reset links) go; by default only "sent to …" is printed, never the text. */
  mailer?: Services["mailer"];
  /** The port the storefront serves `*.localhost` partners on, for links mailed to their customers. */
  localPort?: number;
  /** Asks social providers who an access token belongs to; without it social login answers 403. */
  socialVerifier?: Services["socialVerifier"];
  /** Where request lines and operational messages go; without one nothing is logged. */
  logger?: Logger;
  /**
   * Whether the instance may serve (`operations/readiness.ts`); by default one whose database is
   * already prepared (tests migrate before they build the app).
   */
  readiness?: Readiness;
  /** The PostgreSQL pool, whose counts `/metrics` shows. */
  pool?: PoolCounts | undefined;
  /** Add the process's own figures (CPU, memory, event loop) to `/metrics`: the server's app only. */
  processMetrics?: boolean;
}

const API_PATHS = ["/ecommerce/api/*", "/snachoo/api/*"];

/**
 * The mailer without a mail transport: says a mail was not delivered and what it was about; never
 * its text (a reset link is a key to the account) nor whom it was for (an address is personal data).
 */
function logMailSent(logger: Logger) {
  return (message: { subject: string }) =>
    logger.info({ subject: message.subject }, "mail not delivered: no mail transport configured");
}

/** The peer of the request's socket (undefined in `app.request()`, which has none). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Builds the reference API server: health check, the API of core's contract, product pictures.
 * Pages are the storefront server's (`@storefront/web`), which calls this one over HTTP.
 */
export function createApp(options: AppOptions) {
  const app = new Hono();
  const trustProxyHops = options.trustProxyHops ?? 0;
  const logger = options.logger ?? silentLogger;
  const warn = (message: string) => logger.warn(message);
  const readiness = options.readiness ?? new Readiness(options.db);
  const metrics = new ApiMetrics({ pool: options.pool, processMetrics: options.processMetrics });
  const partners = new PartnerDirectory(options.db, { warn });
  const catalogCache = new CatalogCache(options.db, undefined, warn);
  const services: Services = {
    db: options.db,
    partners,
    validateResponses: options.validateResponses ?? false,
    onContractViolation:
      options.onContractViolation ?? ((violation) => logContractViolation(logger, violation)),
    catalogCache,
    search: new PostgresSearch(options.db, (tenant) => catalogReference(catalogCache, options.db, tenant)),
    socialVerifier: options.socialVerifier,
    mailer: options.mailer ?? logMailSent(logger),
    linkOrigin: (tenant) => partnerSiteOrigin(tenant.url, options.localPort),
    clientAddress: (c) =>
      clientAddressFrom(c.req.header("x-forwarded-for"), socketAddress(c), trustProxyHops),
  };

  app.use("*", observeRequests(logger, metrics));
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });
  mountProbes(app, readiness, metrics);
  app.use("*", compress());
  for (const path of API_PATHS) {
    app.use(path, async (c, next) => {
      await next();
      // Catalogue answers carry an ETag and say how they may be kept (sendJsonAnswer); the rest not at all.
      if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    });
    app.use(
      path,
      limitBody(
        { maxBytes: 64 * 1024, drainBytes: 32 * 1024 * 1024, drainMs: 15_000 },
        // Closed after the answer: what is left of a body past the drain is never read, so the
        // connection cannot carry another request; it says so rather than announce a keep-alive.
        () =>
          new ApiError(
            413,
            "payload_too_large",
            "The request body is too large (64 KiB at most)",
            undefined,
            {
              Connection: "close",
            },
          ),
      ),
    );
  }

  registerPartnerRoutes(app, services);
  registerAuthRoutes(app, services);
  registerCatalogRoutes(app, services);
  registerPagesRoutes(app, services);
  registerCartRoutes(app, services);
  registerCouponRoutes(app, services);
  registerCheckoutRoutes(app, services);
  registerAccountRoutes(app, services);
  registerBookingRoutes(app, services);
  registerBookingPurchaseRoutes(app, services);
  registerRestaurantRoutes(app, services);
  registerStaffRoutes(app, services);

  for (const path of API_PATHS) {
    app.all(path, (c) =>
      c.json({ status: "error", code: "not_found", msg: `No API call at ${c.req.path}` }, 404),
    );
  }
  mountImages(app, options.db, partners);

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(
        {
          status: "error",
          code: error.code,
          msg: error.message,
          ...(error.issues && { issues: error.issues }),
        },
        error.status,
      );
    }
    // The route's pattern, not the path: a path names records, the summary holds no request data.
    logger.error(
      { requestId: requestIdOf(c) },
      `Unhandled error on ${c.req.method} ${c.req.routePath}: ${errorSummary(error)}`,
    );
    return c.json({ status: "error", code: "internal_error", msg: "Something went wrong on our side" }, 500);
  });

  // Pages are the storefront server's (@storefront/web): this server answers the API and pictures.
  app.all("*", (c) =>
    c.json(
      {
        status: "error",
        code: "not_found",
        msg: `No API call or picture at ${c.req.path}: pages are served by @storefront/web`,
      },
      404,
    ),
  );
  return Object.assign(app, { partners, readiness, metrics });
}
