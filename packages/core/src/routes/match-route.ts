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

interface RoutePattern {
  route: RouteDefinition;
  pattern: readonly string[];
}

// Each table's paths split once: the browser's router asks about each of its ~50 routes before the
// first render (`pathDependsOnBrowser`), and splitting the whole table for every question was a
// good part of that boot task at CPU ×4 (issue 16: TBT).
const patterns = new WeakMap<readonly RouteDefinition[], readonly RoutePattern[]>();

function patternsOf(routes: readonly RouteDefinition[]): readonly RoutePattern[] {
  let split = patterns.get(routes);
  if (!split) {
    split = routes.map((route) => ({ route, pattern: splitSegments(route.path) }));
    patterns.set(routes, split);
  }
  return split;
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
  for (const { route, pattern } of patternsOf(routes)) {
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
