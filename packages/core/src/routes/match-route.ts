import { ROUTES, type RouteDefinition } from "./manifest.js";

/** A matched route with its decoded params. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The pathname alone, without query, hash or trailing slash (`/` stays `/`). */
export function normalizePathname(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

function splitSegments(pathname: string): string[] {
  return pathname === "/" ? [] : pathname.slice(1).split("/");
}

/**
 * Matches an unprefixed path (query and hash ignored, trailing slash tolerated) against the route
 * table. Static segments beat `:param` segments, position by position, so `/products/5` is
 * `products-id` and `/cart` is never `/:pageName`. Params are percent-decoded; an empty segment
 * (`/products//x`) matches no param. Null when nothing matches.
 */
export function matchRoute(path: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  const segments = splitSegments(normalizePathname(path));
  let best: { match: RouteMatch; score: string } | null = null;
  for (const route of routes) {
    const pattern = splitSegments(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = "";
    let matched = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const expected = pattern[i] ?? "";
      const actual = segments[i] ?? "";
      if (expected.startsWith(":")) {
        if (actual === "") {
          matched = false;
          break;
        }
        params[expected.slice(1)] = decodeSegment(actual);
        score += "0";
      } else if (expected === actual) {
        score += "1";
      } else {
        matched = false;
        break;
      }
    }
    if (matched && (best === null || score > best.score)) best = { match: { route, params }, score };
  }
  return best?.match ?? null;
}
