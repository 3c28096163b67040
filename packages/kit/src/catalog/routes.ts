import { ApiStatusError } from "@storefront/core/api";
import type { PartnerType } from "@storefront/core/contracts/partner";
import { isRouteAvailable, routeByName } from "@storefront/core/routes";
import {
  type AnyRoute,
  createRoute,
  lazyRouteComponent,
  notFound,
  type ParsedLocation,
  redirect,
} from "@tanstack/react-router";
import type { NotFoundData } from "../errors";
import { kitCatalogs } from "../i18n";
import { loaderContext, loadWithCatalogs } from "../routing";
import { catalogFlavour } from "./catalog-flavour";
import { seedPrefetchedHome } from "./prefetched-home";
import { canonicalSlug } from "./product-view";
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  homeQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  vendorQueryOptions,
  vendorsQueryOptions,
} from "./queries";
import {
  type ProductListPreset,
  type ProductsSearch,
  readRecordId,
  toProductListQuery,
  validateCategoryBrowserSearch,
  validateProductSearch,
  validateProductsSearch,
  validateSearchPageSearch,
} from "./search-params";

/**
 * Route factories of the catalogue. A vertical composes them under the shell's main layout:
 * `createCatalogRoutes(parent, "retail")`, or one by one (`createProductsRoute(parent)`). Paths
 * are the spec's unprefixed English paths (the shell's rewrite adds `/ar`); core's guard, run by the
 * shell's root route, has already checked partner type, `/category`'s mobile-only rule and login.
 * Every page component is a lazy chunk; loaders prefetch with `ensureQueryData` and read
 * `queryClient` and `apiClient` from the router context (routing's `loaderContext`), and load kit's
 * `catalog` messages alongside (`loadWithCatalogs`): the pages render them, the first render does not.
 */

const catalogs = [kitCatalogs.catalog];
/** The product page's: the catalogue's and its extras' (`product`: lightbox, sticky bar, rails). */
const productCatalogs = [kitCatalogs.catalog, kitCatalogs.product];

/**
 * A route's skeleton, loaded with its page: the router fetches a lazy pending component alongside
 * the page's chunk and loader, and shows it only once it is there. The first load never shows one
 * (the shell renders after the first navigation resolves), so the entry does not carry them.
 */
const skeleton = (
  name:
    | "HomeSkeleton"
    | "TilesSkeleton"
    | "ProductListSkeleton"
    | "ProductPageSkeleton"
    | "ProductGridSkeleton",
) => lazyRouteComponent(() => import("./skeletons"), name);

function browserPath(location: ParsedLocation): string {
  return (location.publicHref || location.href).split(/[?#]/)[0] || "/";
}

/** Maps the API's 404 (unknown product, vendor, suggestion) onto the router's not-found page. */
function notFoundOn404(location: ParsedLocation) {
  return (error: unknown): never => {
    if (error instanceof ApiStatusError && error.status === 404) {
      throw notFound({ data: { reason: "unmatched", path: browserPath(location) } satisfies NotFoundData });
    }
    throw error;
  };
}

/** `/`: banners, featured categories and rails (and the sellers on marketplaces). */
export function createHomeRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: "/",
    loader: ({ context }) =>
      loadWithCatalogs(context, catalogs, async () => {
        const { queryClient, apiClient, partner, vertical, prefetched, getUser } = loaderContext(
          context,
          "kit's catalogue",
        );
        // The served HTML of a catalogue home carries the home answer: no API round trip then
        // (unless the user's price group makes its list prices not theirs).
        await seedPrefetchedHome(queryClient, prefetched, getUser());
        const home = queryClient.ensureQueryData(homeQueryOptions(apiClient));
        // The sellers are below the fold: fetched alongside, never waited for.
        if (catalogFlavour(vertical, partner).marketplace)
          void queryClient.prefetchQuery(vendorsQueryOptions(apiClient));
        await home;
      }),
    pendingComponent: skeleton("HomeSkeleton"),
    component: lazyRouteComponent(() => import("./pages/home-page"), "HomePage"),
  }) as unknown as AnyRoute;
}

/** `/categories` (retail). */
export function createCategoriesRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: "/categories",
    loader: ({ context }) =>
      loadWithCatalogs(context, catalogs, async () => {
        const { queryClient, apiClient } = loaderContext(context, "kit's catalogue");
        await queryClient.ensureQueryData(categoriesQueryOptions(apiClient));
      }),
    pendingComponent: skeleton("TilesSkeleton"),
    component: lazyRouteComponent(() => import("./pages/categories-page"), "CategoriesPage"),
  }) as unknown as AnyRoute;
}

/** `/category` (retail, mobile only): the phone's category browser, `?category_id=` chooses. */
export function createCategoryRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: "/category",
    validateSearch: validateCategoryBrowserSearch,
    loader: ({ context }) =>
      loadWithCatalogs(context, catalogs, async () => {
        const { queryClient, apiClient } = loaderContext(context, "kit's catalogue");
        await queryClient.ensureQueryData(categoriesQueryOptions(apiClient));
      }),
    pendingComponent: skeleton("TilesSkeleton"),
    component: lazyRouteComponent(() => import("./pages/category-browser-page"), "CategoryBrowserPage"),
  }) as unknown as AnyRoute;
}

async function loadProductList(
  context: unknown,
  location: ParsedLocation,
  search: ProductsSearch,
  preset: ProductListPreset,
): Promise<void> {
  const { queryClient, apiClient } = loaderContext(context, "kit's catalogue");
  const jobs: Promise<unknown>[] = [
    queryClient.ensureQueryData(productsQueryOptions(apiClient, toProductListQuery(search, preset))),
    queryClient.ensureQueryData(categoriesQueryOptions(apiClient)),
    queryClient.ensureQueryData(attributesQueryOptions(apiClient)),
  ];
  if (search.vendor_id !== undefined) {
    jobs.push(queryClient.ensureQueryData(vendorQueryOptions(apiClient, String(search.vendor_id))));
  }
  await Promise.all(jobs).catch(notFoundOn404(location));
}

function createProductListRoute(
  parent: AnyRoute,
  path: "/products" | "/digital-products",
  preset: ProductListPreset,
  page: "ProductsPage" | "DigitalProductsPage",
): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path,
    validateSearch: validateProductsSearch,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, deps, location }) =>
      loadWithCatalogs(context, catalogs, () => loadProductList(context, location, deps.search, preset)),
    pendingComponent: skeleton("ProductListSkeleton"),
    component: lazyRouteComponent(() => import("./pages/products-page"), page),
  }) as unknown as AnyRoute;
}

/**
 * `/products`: filter by category, seller, price and attributes, sort, paginate — all in the URL
 * (`page`, `category_id`, `vendor_id`, `attrs`, `min_price`, `max_price`, `sort`, `key`,
 * `key_word_id`). With `vendor_id` it is the vendor's page on marketplaces.
 */
export function createProductsRoute(parent: AnyRoute): AnyRoute {
  return createProductListRoute(parent, "/products", {}, "ProductsPage");
}

/** `/digital-products` (retail): the product list of digital products (`kind: digital`). */
export function createDigitalProductsRoute(parent: AnyRoute): AnyRoute {
  return createProductListRoute(parent, "/digital-products", { kind: "digital" }, "DigitalProductsPage");
}

/**
 * The product page's loader: loads the product (404 → not found) and sends a missing or wrong
 * slug to the canonical `/products/$id/$slug` (replacing the history entry, keeping the query).
 */
async function loadProduct({
  context,
  params,
  location,
}: {
  context: unknown;
  params: { id: string; slug?: string };
  location: ParsedLocation;
}): Promise<void> {
  const { queryClient, apiClient } = loaderContext(context, "kit's catalogue");
  const id = readRecordId(params.id);
  if (id === undefined) {
    throw notFound({ data: { reason: "unmatched", path: browserPath(location) } satisfies NotFoundData });
  }
  const productJob = queryClient.ensureQueryData(productQueryOptions(apiClient, String(id)));
  // "You may also like" alongside, waited for briefly and never failing the page (kit/product).
  // Through the page's chunk, which the route loads anyway: the first load names no other.
  const related = import("./pages/product-page").then(
    (page) => page.loadRelated(queryClient, apiClient, String(id), productJob),
    () => undefined,
  );
  const product = await productJob.catch(notFoundOn404(location));
  await related;
  const slug = canonicalSlug(product);
  if ((params.slug ?? "") !== slug || params.id !== String(id)) {
    const search = validateProductSearch(location.search as Record<string, unknown>);
    throw redirect(
      slug
        ? { to: "/products/$id/$slug", params: { id: String(id), slug }, search, replace: true }
        : { to: "/products/$id", params: { id: String(id) }, search, replace: true },
    );
  }
}

/** The product page at `path`: both paths load the product and redirect to the canonical one. */
function productRoute(parent: AnyRoute, path: "/products/$id" | "/products/$id/$slug"): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path,
    validateSearch: validateProductSearch,
    loader: ({ context, params, location }) =>
      loadWithCatalogs(context, productCatalogs, () => loadProduct({ context, params, location })),
    pendingComponent: skeleton("ProductPageSkeleton"),
    component: lazyRouteComponent(() => import("./pages/product-page"), "ProductPage"),
  }) as unknown as AnyRoute;
}

/** `/products/$id`: redirects to the canonical `/products/$id/$slug` when the product has a slug. */
export function createProductRoute(parent: AnyRoute): AnyRoute {
  return productRoute(parent, "/products/$id");
}

/** `/products/$id/$slug`: the product page (spec §2, §3); a wrong slug redirects to the canonical one. */
export function createProductSlugRoute(parent: AnyRoute): AnyRoute {
  return productRoute(parent, "/products/$id/$slug");
}

/** `/search` (retail): the search screen; `key` or `key_word_id` show the first results. */
export function createSearchRoute(parent: AnyRoute): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: "/search",
    validateSearch: validateSearchPageSearch,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, deps, location }) =>
      loadWithCatalogs(context, catalogs, async () => {
        const { queryClient, apiClient } = loaderContext(context, "kit's catalogue");
        if (deps.search.key === undefined && deps.search.key_word_id === undefined) return;
        // The categories too: a search that finds nothing offers them to go on from.
        await Promise.all([
          queryClient.ensureQueryData(productsQueryOptions(apiClient, toProductListQuery(deps.search))),
          queryClient.ensureQueryData(categoriesQueryOptions(apiClient)),
        ]).catch(notFoundOn404(location));
      }),
    pendingComponent: skeleton("ProductGridSkeleton"),
    component: lazyRouteComponent(() => import("./pages/search-page"), "SearchPage"),
  }) as unknown as AnyRoute;
}

/** The catalogue's routes by core route name (see `ROUTES` in `@storefront/core/routes`). */
export const CATALOG_ROUTE_FACTORIES: Readonly<Record<string, (parent: AnyRoute) => AnyRoute>> =
  Object.freeze({
    index: createHomeRoute,
    categories: createCategoriesRoute,
    category: createCategoryRoute,
    "digital-products": createDigitalProductsRoute,
    products: createProductsRoute,
    "products-id": createProductRoute,
    "products-id-slug": createProductSlugRoute,
    search: createSearchRoute,
  });

/**
 * The catalogue routes a partner type may use, per core's route manifest (the single truth of
 * availability): retail gets all eight, snachoo home and the product pages, salon the product pages.
 */
export function createCatalogRoutes(parent: AnyRoute, partnerType: PartnerType): AnyRoute[] {
  return Object.entries(CATALOG_ROUTE_FACTORIES)
    .filter(([name]) => {
      const route = routeByName(name);
      return route !== undefined && isRouteAvailable(route, partnerType);
    })
    .map(([, create]) => create(parent));
}
