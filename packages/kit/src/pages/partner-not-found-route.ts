import { type AnyRoute, createRoute } from "@tanstack/react-router";
import { PartnerNotFoundPage } from "./partner-not-found-page";

/**
 * `/partner-not-found` (spec §2). Mount it outside the main layout (the root route is the usual
 * parent): without a partner there is no header or footer to show. Core's guard sends a visitor
 * with a valid partner back to `/`. The page is tiny and is the first page of an unknown host, so
 * it is not split into its own chunk.
 */
export function createPartnerNotFoundRoute<TParent extends AnyRoute>(parent: TParent) {
  return createRoute({
    getParentRoute: () => parent,
    path: "/partner-not-found",
    component: PartnerNotFoundPage,
  });
}
