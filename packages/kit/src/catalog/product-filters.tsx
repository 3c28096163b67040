import { Trans, useLingui } from "@lingui/react/macro";
import type { Category } from "@storefront/core/contracts/api/catalog";
import { Link } from "@tanstack/react-router";
import { SlidersHorizontalIcon } from "lucide-react";
import { useId } from "react";
import { useDeviceType } from "../app";
import { useLocalized } from "../locale";
import type { CatalogAttribute } from "./queries";
import { type ProductsSearch, parseAttrs, toggleAttr } from "./search-params";
import { useListNavigation } from "./use-list-navigation";

export interface ProductFiltersProps {
  search: ProductsSearch;
  categories: readonly Category[];
  attributes: readonly CatalogAttribute[];
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

/**
 * The product list's filters: category and attribute values (size, colour…). Every change is a
 * navigation to the new URL state; on phones they fold away behind a "Filters" summary.
 */
export function ProductFilters({ search, categories, attributes }: ProductFiltersProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const update = useListNavigation();
  const device = useDeviceType();
  const categoryId = useId();
  const chosen = parseAttrs(search.attrs);
  const tree = categoryTree(categories);

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
      <div className="flex flex-col gap-5 border-t border-border p-3">
        {tree.length > 0 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={categoryId} className="text-sm font-medium">
              <Trans>Category</Trans>
            </label>
            <select
              id={categoryId}
              value={search.category_id === undefined ? "" : String(search.category_id)}
              onChange={(event) =>
                update({ category_id: event.target.value ? Number(event.target.value) : undefined })
              }
              className="h-10 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="">{t`All categories`}</option>
              {tree.map(({ category, depth }) => (
                <option key={category._id} value={category._id}>
                  {`${"\u2014 ".repeat(depth)}${localized(category.name, category.name_lang)}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {attributes
          .filter((attribute) => attribute.values.length > 0)
          .map((attribute) => (
            <fieldset key={attribute._id} className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium">
                {localized(attribute.name, attribute.name_lang)}
              </legend>
              <div className="flex flex-wrap gap-2">
                {attribute.values.map((value) => {
                  const checked = chosen.get(attribute.slug)?.has(value.slug) ?? false;
                  return (
                    <label
                      key={value._id}
                      className="flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                    >
                      <input
                        type="checkbox"
                        className="size-3.5 accent-[var(--color-primary)]"
                        checked={checked}
                        onChange={() =>
                          update({ attrs: toggleAttr(search.attrs, attribute.slug, value.slug) })
                        }
                      />
                      {localized(value.name, value.name_lang)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        {search.category_id !== undefined ||
        search.attrs !== undefined ||
        search.key !== undefined ||
        search.key_word_id !== undefined ? (
          <Link
            to="."
            search={{ sort: search.sort, vendor_id: search.vendor_id }}
            activeOptions={{ exact: true }}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            data-slot="clear-filters"
          >
            <Trans>Clear filters</Trans>
          </Link>
        ) : null}
      </div>
    </details>
  );
}
