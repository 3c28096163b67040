import { Trans, useLingui } from "@lingui/react/macro";
import type { Category, ProductFacets } from "@storefront/core/contracts/api/catalog";
import { cn } from "@storefront/ui/cn";
import { Link } from "@tanstack/react-router";
import { SlidersHorizontalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useDeviceType } from "../app";
import { useLocalized } from "../locale";
import { useMoney } from "../money";
import type { CatalogAttribute } from "./queries";
import { type ProductsSearch, parseAttrs, toggleAttr } from "./search-params";

export interface ProductFiltersProps {
  search: ProductsSearch;
  categories: readonly Category[];
  attributes: readonly CatalogAttribute[];
  /** What the listed products can be narrowed by, with counts (searches, category and vendor lists). */
  facets?: ProductFacets | null;
}

/** Categories in tree order: each parent followed by its children, with their depth. */
export function categoryTree(categories: readonly Category[]): Array<{ category: Category; depth: number }> {
  const out: Array<{ category: Category; depth: number }> = [];
  const ids = new Set(categories.map((category) => category._id));
  const visit = (parentId: string | null, depth: number) => {
    for (const category of categories) {
      const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
      if (parent !== parentId) continue;
      out.push({ category, depth });
      if (depth < 4) visit(category._id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** A filter as a link to the list's URL with it set or cleared: it works before (and without) JavaScript. */
function FilterLink({
  search,
  active,
  count,
  children,
  className,
}: {
  search: ProductsSearch;
  active: boolean;
  count?: number | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to="."
      // A new filter starts the list again at its first page.
      search={{ ...search, page: undefined }}
      // A filter's link always changes the URL: the router's own "active" (a subset of the current
      // search) would mark the wrong ones. Chosen filters say so themselves.
      activeOptions={{ exact: true, includeSearch: true }}
      aria-current={active ? "true" : undefined}
      data-slot="filter-link"
      data-state={active ? "on" : "off"}
      className={cn(
        "flex min-h-9 items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        active && "bg-primary/10 font-medium text-primary",
        className,
      )}
    >
      <span className="min-w-0 break-words">{children}</span>
      {count === undefined ? null : (
        <span className="shrink-0 text-xs tabular-nums text-muted-foreground" data-slot="filter-count">
          {count}
        </span>
      )}
    </Link>
  );
}

/** A child category's indent, by depth (logical: the start side in either direction). */
const DEPTH_INDENT = ["", "ps-3", "ps-6", "ps-9", "ps-12"];

function FilterGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="px-2 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

/**
 * The product list's filters, each a link to the list's URL with it chosen (or cleared): the
 * categories, sellers, price ranges and attribute values the listed products have, with how many
 * have each when the list comes with facets (a search, a category or a seller), else the catalogue's
 * categories and values. On phones they fold away behind a "Filters" summary.
 */
export function ProductFilters({ search, categories, attributes, facets }: ProductFiltersProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const money = useMoney();
  const device = useDeviceType();
  const chosen = parseAttrs(search.attrs);
  const counts = new Map(facets?.categories.map((category) => [category._id, category.count]));
  // With facets: only categories some listed product is in (and the one chosen); else all of them.
  const tree = categoryTree(categories).filter(
    ({ category }) => !facets || counts.has(category._id) || String(search.category_id) === category._id,
  );
  const valueCounts = new Map(
    facets?.attributes.flatMap((attribute) =>
      attribute.values.map((value) => [`${attribute.slug}:${value.slug}`, value.count] as const),
    ),
  );
  const priced = search.min_price !== undefined || search.max_price !== undefined;
  // A seller's page (`vendor_id`) stays the seller's when the filters are cleared.
  const filtered =
    search.category_id !== undefined ||
    search.attrs !== undefined ||
    priced ||
    search.key !== undefined ||
    search.key_word_id !== undefined;

  return (
    <details
      open={device === "desktop"}
      data-slot="product-filters"
      className="group rounded-lg border border-border"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 p-3 font-medium md:cursor-default">
        <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
        <Trans>Filters</Trans>
      </summary>
      <nav aria-label={t`Filters`} className="flex flex-col gap-5 border-t border-border p-2">
        {tree.length > 0 ? (
          <FilterGroup title={<Trans>Category</Trans>}>
            {tree.map(({ category, depth }) => {
              const active = String(search.category_id) === category._id;
              return (
                <li key={category._id} className={DEPTH_INDENT[depth]}>
                  <FilterLink
                    search={{ ...search, category_id: active ? undefined : Number(category._id) }}
                    active={active}
                    count={facets ? counts.get(category._id) : category.product_count}
                  >
                    {localized(category.name, category.name_lang)}
                  </FilterLink>
                </li>
              );
            })}
          </FilterGroup>
        ) : null}
        {facets && facets.vendors.length > 0 ? (
          <FilterGroup title={<Trans>Seller</Trans>}>
            {facets.vendors.map((vendor) => {
              const active = String(search.vendor_id) === vendor._id;
              return (
                <li key={vendor._id}>
                  <FilterLink
                    search={{ ...search, vendor_id: active ? undefined : Number(vendor._id) }}
                    active={active}
                    count={vendor.count}
                  >
                    {localized(vendor.name, vendor.name_lang)}
                  </FilterLink>
                </li>
              );
            })}
          </FilterGroup>
        ) : null}
        {facets && facets.prices.length > 0 ? (
          <FilterGroup title={<Trans>Price</Trans>}>
            {facets.prices.map((range) => {
              const active = search.min_price === range.min && search.max_price === (range.max ?? undefined);
              const from = money(range.min);
              const to = range.max === null ? "" : money(range.max);
              const label =
                range.max === null
                  ? t`${from} and above`
                  : range.min === 0
                    ? t`Up to ${to}`
                    : t`${from} to ${to}`;
              return (
                <li key={`${range.min}-${range.max}`}>
                  <FilterLink
                    search={
                      active
                        ? { ...search, min_price: undefined, max_price: undefined }
                        : { ...search, min_price: range.min, max_price: range.max ?? undefined }
                    }
                    active={active}
                    count={range.count}
                  >
                    {label}
                  </FilterLink>
                </li>
              );
            })}
          </FilterGroup>
        ) : null}
        {attributes
          .filter((attribute) => attribute.values.length > 0)
          .map((attribute) => {
            const values = attribute.values.filter(
              (value) =>
                !facets ||
                valueCounts.has(`${attribute.slug}:${value.slug}`) ||
                chosen.get(attribute.slug)?.has(value.slug),
            );
            if (values.length === 0) return null;
            return (
              <FilterGroup key={attribute._id} title={localized(attribute.name, attribute.name_lang)}>
                {values.map((value) => {
                  const active = chosen.get(attribute.slug)?.has(value.slug) ?? false;
                  return (
                    <li key={value._id}>
                      <FilterLink
                        search={{ ...search, attrs: toggleAttr(search.attrs, attribute.slug, value.slug) }}
                        active={active}
                        count={facets ? valueCounts.get(`${attribute.slug}:${value.slug}`) : undefined}
                      >
                        {localized(value.name, value.name_lang)}
                      </FilterLink>
                    </li>
                  );
                })}
              </FilterGroup>
            );
          })}
        {filtered ? (
          <Link
            to="."
            search={{ sort: search.sort, vendor_id: search.vendor_id }}
            activeOptions={{ exact: true }}
            className="px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            data-slot="clear-filters"
          >
            <Trans>Clear filters</Trans>
          </Link>
        ) : null}
      </nav>
    </details>
  );
}
