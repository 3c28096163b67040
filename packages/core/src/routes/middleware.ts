import { localizePath } from "../locale/locale-path.js";
import { hasValidPartner } from "../partner/partner-status.js";
import type { MiddlewareContext, RouteMiddleware } from "./guard-types.js";
import type { RouteMiddlewareName } from "./manifest.js";

/** The spec's message for a middleware name nobody registered (spec §8). */
export const UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE = "Unknown route middleware";

/** Thrown when a route names a middleware that does not exist (spec §8: 'Unknown route middleware'). */
export class UnknownRouteMiddlewareError extends Error {
  override readonly name = "UnknownRouteMiddlewareError";
  /** The unknown name. */
  readonly middleware: string;
  constructor(middleware: string) {
    super(UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE);
    this.middleware = middleware;
  }
}

/** The `Page Not Found: {path}` result of a failed validation (spec §8). */
export function validationNotFound(context: Pick<MiddlewareContext, "fullPath">) {
  return { kind: "not-found", status: 404, message: `Page Not Found: ${context.fullPath}` } as const;
}

/** Core's middlewares by name (frozen). */
export const ROUTE_MIDDLEWARES: Readonly<Record<RouteMiddlewareName, RouteMiddleware>> = Object.freeze({
  "require-order-ref": (ctx) =>
    ctx.query("order_ref")?.trim()
      ? null
      : { kind: "redirect", to: localizePath("/", ctx.locale), reason: "missing-order-ref" },
  "require-show-list": (ctx) =>
    ctx.hasQuery("show-list")
      ? null
      : { kind: "redirect", to: localizePath("/booking", ctx.locale), reason: "missing-show-list" },
  "mobile-only": (ctx) => (ctx.input.device === "mobile" ? null : validationNotFound(ctx)),
  "sugar-checkout": (ctx) => {
    const settings = ctx.input.partner?.snachoo_settings;
    return settings?.type === "restaurant" && settings.isSugar === true ? null : validationNotFound(ctx);
  },
  "guest-only": (ctx) =>
    ctx.input.user ? { kind: "stop", reason: "logged-in", fallback: localizePath("/", ctx.locale) } : null,
  "partner-not-found": (ctx) =>
    hasValidPartner(ctx.input.partner)
      ? { kind: "redirect", to: localizePath("/", ctx.locale), reason: "partner-loaded" }
      : null,
  "partner-page": (ctx) => {
    const pageName = ctx.params.pageName ?? "";
    return ctx.input.partner?.pages.includes(pageName) ? null : validationNotFound(ctx);
  },
});

/**
 * The middleware of a name. Throws `UnknownRouteMiddlewareError` ('Unknown route middleware') for
 * a name core does not know, so a typo in a route table fails loudly rather than letting pages
 * through unguarded.
 */
export function resolveMiddleware(
  name: string,
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARES,
): RouteMiddleware {
  const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!middleware) throw new UnknownRouteMiddlewareError(name);
  return middleware;
}
