import { priceListOf } from "@storefront/core/auth";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { QueryClient } from "@tanstack/react-query";
import { type PrefetchedAnswers, takePrefetched } from "../routing";
import { catalogKeys, type HomeContent } from "./queries";

// The home's schema, and zod, load when there is an answer to validate: not with the home's code.
const pagesContracts = () => import("@storefront/core/contracts/api/pages");

/**
 * Puts the home answer the page payload carried into the home query's cache, dated when the page
 * arrived: the first home render needs no `GET C/home` (its LCP banner no longer waits for that
 * round trip), and the query goes stale and refetches like any fetched answer. The answer is
 * validated with the endpoint's own schema, as a fetched one is; a malformed one is ignored with a
 * warning, and the loader then fetches as it would without it. The served page is anonymous, so
 * its answer carries list prices: a user in a selling price group (`user`) fetches their own.
 * Resolves once the cache is seeded (the loader waits for it before reading the home query); the
 * answer is taken at once, so a second load never seeds it again.
 */
export async function seedPrefetchedHome(
  queryClient: QueryClient,
  prefetched: PrefetchedAnswers | undefined,
  user: StoredUser | null,
): Promise<void> {
  const raw = takePrefetched(prefetched, "home");
  if (raw === undefined || !prefetched || priceListOf(user) !== null) return;
  const { getHome } = await pagesContracts();
  const parsed = getHome.response.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.map(String).join(".") || "(root)");
    console.warn("The page payload's prefetched home is malformed (fetching it instead):", where.join(", "));
    return;
  }
  // A cache that already holds the home (a second mount of the same client) keeps its own answer.
  if (queryClient.getQueryData(catalogKeys.home()) !== undefined) return;
  queryClient.setQueryData<HomeContent>(catalogKeys.home(), parsed.data, {
    updatedAt: prefetched.receivedAt,
  });
}
