import type { ProductFacets } from "@storefront/core/contracts/api/catalog";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Product } from "@storefront/core/contracts/product";
import type { StoredUser } from "@storefront/core/contracts/user";
import type { Locale } from "@storefront/core/locale";
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import type { FetchReply } from "../api/fetch-double.test-support";
import { createTestStorefront, testPartner } from "../api/test-storefront.test-support";
import { PartnerProvider } from "../partner";
import type { LoaderContext } from "../routing";
import type { StorefrontRouterContext } from "../routing/context";
import { localeRewrite } from "../routing/locale-rewrite";
import { prefetchedAnswers } from "../routing/prefetched";
import { defineVertical, type VerticalDefinition } from "../vertical";

// Test support for the catalogue's unit tests: a real mount (kit's services over a `fetch` double —
// the network boundary), a memory router with the catalogue routes under test, and API-shaped
// fixtures of the demo data. Not exported from the package's entry points.

/** The retail demo partner. */
export const retailPartner: Partner = testPartner;

/** The marketplace demo partner (snachoo). */
export const marketplacePartner: Partner = {
  ...testPartner,
  name: "Snachoo Market",
  snachoo_settings: { type: "snachoo", url: "snachoo.localhost" },
};

/** The adventure-park demo partner (snachoo with `is_adventure_park`). */
export const adventurePartner: Partner = {
  ...testPartner,
  name: "Wadi Adventure Park",
  snachoo_settings: { type: "snachoo", url: "adventure.localhost", is_adventure_park: true },
};

/** A vertical with the plain catalogue (retail's: no vendors, no tickets). */
export const plainVertical: VerticalDefinition = defineVertical({
  id: "plain-test",
  partnerTypes: ["retail"],
  createRoutes: () => [],
  nav: [],
});

/**
 * A vertical with the marketplace's catalogue flavour, as apps/marketplace declares it (kit cannot
 * import an app): vendors everywhere, tickets where the partner is an adventure park.
 */
export const marketplaceVertical: VerticalDefinition = defineVertical({
  ...plainVertical,
  id: "marketplace-test",
  partnerTypes: ["snachoo"],
  catalogFlavour: (partner) => ({
    marketplace: true,
    adventurePark: partner.snachoo_settings.is_adventure_park === true,
  }),
});

export interface MountCatalogOptions {
  /** The browser path (with `/ar` for Arabic). */
  path: string;
  /** The routes under test, built under the root. */
  routes: (parent: AnyRoute) => AnyRoute[];
  /** Fetch double replies, e.g. `{ "GET /products": ok(page) }`. */
  api?: Record<string, FetchReply>;
  locale?: Locale;
  partner?: Partner;
  /** The mounted vertical (router context): its catalogue flavour. Plain by default. */
  vertical?: VerticalDefinition;
  /** The page payload's `prefetched` block, as the shell hands it to the router context. */
  prefetched?: unknown;
  /** The logged-in user the loaders see (router context `getUser`); none by default. */
  user?: StoredUser;
}

/**
 * Mounts catalogue routes in a memory router, as the shell would (router context with
 * `queryClient`, `apiClient`, `partner` and `ensureCatalogs`; only kit's `common` catalog active
 * before the routes load theirs; the locale rewrite), and resolves the first navigation. Render `element` with Testing Library.
 */
export async function mountCatalog({
  path,
  routes,
  api = {},
  locale = "en",
  partner = retailPartner,
  vertical = plainVertical,
  prefetched,
  user,
}: MountCatalogOptions) {
  const mounted = await createTestStorefront({ partner, locale, routes: api, catalogs: "routes" });
  const root = createRootRouteWithContext<LoaderContext & Pick<StorefrontRouterContext, "ensureCatalogs">>()({
    component: Outlet,
  }) as unknown as AnyRoute;
  const stub = (stubPath: string) =>
    createRoute({
      getParentRoute: () => root,
      path: stubPath,
      component: () => <p>{stubPath} page</p>,
    }) as unknown as AnyRoute;
  const tree = routes(root);
  const paths = new Set(tree.map((route) => String((route.options as { path?: string }).path)));
  const stubs = ["/products", "/", "/categories", "/category"].filter((p) => !paths.has(p)).map(stub);
  const router = createRouter({
    routeTree: root.addChildren([...tree, ...stubs] as never) as unknown as AnyRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: localeRewrite(locale),
    context: {
      queryClient: mounted.services.queryClient,
      apiClient: mounted.services.client,
      partner,
      vertical,
      ensureCatalogs: mounted.ensureCatalogs,
      prefetched: prefetchedAnswers(prefetched),
      getUser: () => user ?? null,
    },
  });
  await router.load();
  const element = mounted.wrap(
    <PartnerProvider partner={partner}>
      <RouterProvider router={router} />
    </PartnerProvider>,
  );
  return { ...mounted, router, element };
}

/** The router's current browser href (with `/ar` and the query). */
export function currentHref(router: { state: { location: { publicHref?: string; href: string } } }): string {
  return router.state.location.publicHref || router.state.location.href;
}

const lang = (en: string, ar: string) => ({ en, ar });

/** A simple product in the API's shape (one variant, no attributes). */
export function simpleProduct(
  id: number,
  name: string,
  nameAr: string,
  price: number,
  extra: Partial<Product> = {},
): Product {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return {
    _id: String(id),
    name,
    item_name: name,
    name_lang: lang(name, nameAr),
    description: `${name}: chosen for quality and value.`,
    description_lang: lang(`${name}: chosen for quality and value.`, `${nameAr}: مختار بعناية.`),
    slug,
    sku: `SKU-${id}`,
    kind: "product",
    is_digital: false,
    default_variant_id: String(id),
    variant_id: String(id),
    price_master: {
      price,
      price_inc: price,
      old_price: null,
      variant_id: String(id),
      variant_detail: { _id: String(id), f_image: `/images/variants/${id}.svg` },
    },
    stock_master: { stock: 100 },
    variants: [
      {
        _id: String(id),
        sku: `SKU-${id}-1`,
        price,
        price_inc: price,
        old_price: null,
        stock: 100,
        f_image: `/images/variants/${id}.svg`,
        attribute_values: {},
      },
    ],
    attributes: [],
    other_unit_prices: [],
    other_unit_price: null,
    f_image: `/images/products/${id}.svg`,
    images: [`/images/products/${id}.svg`],
    category: {
      _id: "1",
      name: "Fruit & Vegetables",
      name_lang: lang("Fruit & Vegetables", "فواكه وخضروات"),
    },
    vendor: null,
    ...extra,
  };
}

/** Red Apples: sold per kg or per piece (other unit prices). */
export const apples: Product = simpleProduct(1, "Red Apples", "تفاح أحمر", 8.5, {
  stock_master: { stock: 500 },
  other_unit_prices: [
    { id: "1", name: "Per kg", name_lang: lang("Per kg", "للكيلو"), price: 8.5, multiplier: 1 },
    { id: "2", name: "Per piece", name_lang: lang("Per piece", "للحبة"), price: 1.25, multiplier: 0.25 },
  ],
});

const SIZES = [
  { _id: "1", name: "S", name_lang: lang("S", "صغير"), slug: "s" },
  { _id: "2", name: "M", name_lang: lang("M", "وسط"), slug: "m" },
  { _id: "3", name: "L", name_lang: lang("L", "كبير"), slug: "l" },
];
const COLOURS = [
  { _id: "6", name: "Blue", name_lang: lang("Blue", "أزرق"), slug: "blue" },
  { _id: "7", name: "Black", name_lang: lang("Black", "أسود"), slug: "black" },
];

/** The Hooded Sweatshirt: sizes × colours, variants 22–27, L / black sold out. */
export const sweatshirt: Product = (() => {
  const variants = SIZES.flatMap((size, i) =>
    COLOURS.map((colour, j) => {
      const id = String(22 + i * 2 + j);
      return {
        _id: id,
        name: `${size.name} / ${colour.slug}`,
        sku: `SKU-00012-${i * 2 + j + 1}`,
        price: 129 + i * 5,
        price_inc: 129 + i * 5,
        old_price: i === 0 ? 149 : null,
        stock: size.slug === "l" && colour.slug === "black" ? 0 : 25,
        f_image: `/images/variants/${id}.svg`,
        attribute_values: { size: size._id, colour: colour._id },
      };
    }),
  );
  return simpleProduct(12, "Hooded Sweatshirt", "سترة بقلنسوة", 129, {
    default_variant_id: "22",
    variant_id: "22",
    price_master: {
      price: 129,
      price_inc: 129,
      old_price: 149,
      variant_id: "22",
      variant_detail: { _id: "22", f_image: "/images/variants/22.svg" },
    },
    stock_master: { stock: 125 },
    variants,
    attributes: [
      {
        _id: "1",
        name: "Size",
        name_lang: lang("Size", "المقاس"),
        slug: "size",
        selected_id: "1",
        values: SIZES,
      },
      {
        _id: "2",
        name: "Colour",
        name_lang: lang("Colour", "اللون"),
        slug: "colour",
        selected_id: "6",
        values: COLOURS,
      },
    ],
    images: ["/images/products/12.svg", ...variants.slice(1).map((v) => `/images/variants/${v._id}.svg`)],
    category: { _id: "3", name: "Clothing", name_lang: lang("Clothing", "الملابس") },
  });
})();

/** A marketplace product with its vendor. */
export const speaker: Product = simpleProduct(40, "Bluetooth Speaker", "مكبر صوت بلوتوث", 199, {
  vendor: { _id: "2", name: "Gulf Gadgets", name_lang: lang("Gulf Gadgets", "أجهزة الخليج") },
});

/** An adventure-park ticket. */
export const dayPass: Product = simpleProduct(60, "Day Pass", "تذكرة يوم كامل", 150, {
  kind: "ticket",
  vendor: { _id: "1", name: "Wadi Rides", name_lang: lang("Wadi Rides", "ألعاب الوادي") },
});

/** A page of the product list as the API answers it. */
export function productPage(
  items: Product[],
  options: {
    page?: number;
    perPage?: number;
    total?: number;
    facets?: ProductFacets | null;
    search?: { fuzzy: boolean; corrected_key: string | null } | null;
  } = {},
) {
  const perPage = options.perPage ?? 12;
  const total = options.total ?? items.length;
  const page = options.page ?? 1;
  return {
    items,
    page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    next_cursor: page * perPage < total ? `cursor-${page + 1}` : null,
    total_capped: false,
    facets: options.facets ?? null,
    search: options.search ?? null,
  };
}

/** The retail demo categories. */
export const categories = [
  {
    _id: "1",
    name: "Fruit & Vegetables",
    name_lang: lang("Fruit & Vegetables", "فواكه وخضروات"),
    slug: "fruit-veg",
    parent_id: null,
    image: "/images/categories/1.svg",
    product_count: 5,
  },
  {
    _id: "3",
    name: "Clothing",
    name_lang: lang("Clothing", "الملابس"),
    slug: "clothing",
    parent_id: null,
    image: "/images/categories/3.svg",
    product_count: 3,
  },
  {
    _id: "7",
    name: "T-shirts",
    name_lang: lang("T-shirts", "قمصان"),
    slug: "t-shirts",
    parent_id: "3",
    image: "/images/categories/7.svg",
    product_count: 1,
  },
];

/** The retail demo attributes. */
export const attributes = [
  { _id: "1", name: "Size", name_lang: lang("Size", "المقاس"), slug: "size", values: SIZES },
  { _id: "2", name: "Colour", name_lang: lang("Colour", "اللون"), slug: "colour", values: COLOURS },
];
