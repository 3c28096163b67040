import { evaluateGuard, type GuardResult, localizedRouteName } from "@storefront/core/routes";
import { notFound, type ParsedLocation, redirect } from "@tanstack/react-router";
import type { NotFoundData } from "../errors";
import type { StorefrontRouterContext } from "./context";
import { localeOfHref } from "./locale-rewrite";

/** What the guard adds to the router context of the matched routes. */
export interface GuardedContext {
  /** The route name with its locale suffix (spec §2, §9: `cart___ar`), for titles and analytics. */
  routeName: string | null;
}

/** The browser path of a location (with its `/ar` prefix), without query or hash. */
function browserPath(location: Pick<ParsedLocation, "publicHref" | "href">): string {
  return (location.publicHref || location.href).split(/[?#]/)[0] || "/";
}

/** The not-found data of kit's error page from core's message (spec §8 tells the two apart by wording). */
export function notFoundData(
  result: Extract<GuardResult, { kind: "not-found" }>,
  path: string,
): NotFoundData {
  return { reason: result.message.startsWith("Page Not Found") ? "unavailable" : "unmatched", path };
}

/**
 * Maps core's guard result onto the router (decision: guards run in `beforeLoad`, ARCHITECTURE.md):
 * allow → continue; redirect → `redirect()` (replacing the history entry); not-found →
 * `notFound()` with the reason for the error page; login-required → the auth dialog opens with the
 * target recorded (`requestLogin`), then the first load goes to the cart or home and any later
 * navigation stays where it was; stop → stay, or on first load go to the fallback.
 * A preload (link hover) only evaluates: it never opens a dialog.
 */
export function applyGuardResult(
  result: GuardResult,
  {
    context,
    location,
    preload,
  }: { context: StorefrontRouterContext; location: ParsedLocation; preload: boolean },
): GuardedContext {
  switch (result.kind) {
    case "allow":
      return { routeName: localizedRouteName(result.route.name, result.locale) };
    case "redirect":
      throw redirect({ href: result.to, replace: true });
    case "not-found":
      throw notFound({ data: notFoundData(result, browserPath(location)) });
    case "login-required": {
      if (!preload) context.requestLogin(result.target);
      throw redirect({ href: result.redirectTo ?? context.resolvedHref() ?? "/", replace: true });
    }
    case "stop":
      throw redirect({ href: context.resolvedHref() ?? result.fallback, replace: true });
  }
}

/** What core's guard reads of a navigation and of the mount (the partner, the user, the device). */
function guardInput(context: StorefrontRouterContext, path: string, search: string) {
  return {
    path,
    search,
    partner: context.partner,
    user: context.getUser(),
    device: context.getDeviceType(),
  };
}

/**
 * The root route's `beforeLoad`: on every navigation, activates the catalogs of the URL's locale
 * (a locale switch, or back/forward across locales), then evaluates core's guard for the browser
 * path — partner availability, validators, login — and applies the result.
 */
export async function guardNavigation({
  context,
  location,
  preload,
}: {
  context: StorefrontRouterContext;
  location: ParsedLocation;
  preload: boolean;
}): Promise<GuardedContext> {
  const href = location.publicHref || location.href;
  if (!preload) await context.ensureLocale(localeOfHref(href));
  const result = evaluateGuard({
    ...guardInput(context, browserPath(location), location.searchStr),
    isFirstLoad: context.resolvedHref() === null,
    onServer: context.onServer === true,
  });
  return applyGuardResult(result, { context, location, preload });
}

/**
 * Whether a server-rendered page stands for this browser: core's guard as the root's `beforeLoad`
 * runs it on a first load, now with what the server could not know (the stored user, the
 * viewport). The server allowed the page without them (`onServer`); when the browser's answer
 * differs — login needed, a desktop on a mobile-only page, a logged-in user on a guest-only one —
 * the mount renders instead of hydrating, so the root's guard runs for real (decision 0031).
 */
export function serverPageStands(
  context: StorefrontRouterContext,
  location: { pathname: string; search: string },
): boolean {
  const result = evaluateGuard({
    ...guardInput(context, location.pathname, location.search),
    isFirstLoad: true,
  });
  return result.kind === "allow";
}
