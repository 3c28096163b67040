import { type Locale, localizePath } from "../locale/index.js";
import { ROUTES, type RouteDefinition, routeByName } from "./manifest.js";

/**
 * The path of a named route with its params filled in (percent-encoded) and localised:
 * `routePath("account-orders-id", { id: "7" }, "ar")` → `/ar/account/orders/7`. Throws a
 * TypeError for an unknown route or a missing param (a programming error).
 */
export function routePath(
  name: string,
  params: Readonly<Record<string, string | number>> = {},
  locale: Locale = "en",
  routes: readonly RouteDefinition[] = ROUTES,
): string {
  const route = routeByName(name, routes);
  if (!route) throw new TypeError(`Unknown route: ${name}`);
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === "") throw new TypeError(`Missing route param "${key}" for ${name}`);
    return encodeURIComponent(String(value));
  });
  return localizePath(path, locale);
}
