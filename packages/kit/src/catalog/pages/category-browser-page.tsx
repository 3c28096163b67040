import { Trans, useLingui } from "@lingui/react/macro";
import type { Category } from "@storefront/core/contracts/api/catalog";
import { idOf } from "@storefront/core/contracts/source-id";
import { Link, useSearch } from "@tanstack/react-router";
import { ChevronRightIcon } from "lucide-react";
import { Suspense, useMemo } from "react";
import { useLocalized } from "../../locale";
import { useDocumentTitle } from "../../title";
import { CategoryTile } from "../category-tile";
import { ProductCard } from "../product-card";
import { toProductListQuery, validateCategoryBrowserSearch } from "../search-params";
import { ProductGridSkeleton } from "../skeletons";
import { useCategories, useProducts } from "../use-catalog";

/** Products the browser previews for the chosen category. */
export const CATEGORY_PREVIEW_SIZE = 6;

/** The top-level categories, and the chosen one (the URL's, else the first). */
export function browserSelection(categories: readonly Category[], categoryId: number | undefined) {
  const ids = new Set(categories.map((category) => category._id));
  const roots = categories.filter((category) => !category.parent_id || !ids.has(category.parent_id));
  const chosen = roots.find((category) => category._id === String(categoryId)) ?? roots[0] ?? null;
  return { roots, chosen };
}

function Preview({ category }: { category: Category }) {
  const data = useProducts(
    toProductListQuery({ category_id: Number(category._id) }, {}, CATEGORY_PREVIEW_SIZE),
  );
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {data.items.map((product, index) => (
        <li key={idOf(product._id)}>
          <ProductCard product={product} sizes="35vw" headingLevel={4} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/category` (retail, mobile only — core's guard blocks it on a desktop): a phone's category
 * browser. The top-level categories run down the start edge; the chosen one (`?category_id=`)
 * shows its sub-categories, a preview of its products and a link to all of them.
 */
export function CategoryBrowserPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const categories = useCategories();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => validateCategoryBrowserSearch(raw), [raw]);
  const { roots, chosen } = browserSelection(categories, search.category_id);
  useDocumentTitle(t`Categories`);
  const chosenName = chosen ? localized(chosen.name, chosen.name_lang) : "";
  const children = chosen ? categories.filter((category) => category.parent_id === chosen._id) : [];

  return (
    <div data-slot="category-browser" className="flex flex-col gap-4 py-4">
      <h1 className="px-4 text-xl font-semibold">
        <Trans>Categories</Trans>
      </h1>
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <nav aria-label={t`Categories`} className="border-e border-border">
          <ul className="flex flex-col">
            {roots.map((category) => {
              const current = chosen?._id === category._id;
              return (
                <li key={category._id}>
                  <Link
                    to="/category"
                    search={{ category_id: Number(category._id) }}
                    replace
                    resetScroll={false}
                    aria-current={current ? "page" : undefined}
                    className="block border-s-4 border-transparent px-3 py-3 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
                  >
                    {localized(category.name, category.name_lang)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {chosen ? (
          <section aria-label={chosenName} className="flex min-w-0 flex-col gap-4 pe-4">
            <Link
              to="/products"
              search={{ category_id: Number(chosen._id) }}
              className="flex items-center justify-between rounded-lg bg-muted px-3 py-2 text-sm font-medium"
            >
              <Trans>All in {chosenName}</Trans>
              <ChevronRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
            {children.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3">
                {children.map((child) => (
                  <li key={child._id}>
                    <CategoryTile category={child} showCount={false} />
                  </li>
                ))}
              </ul>
            ) : null}
            <Suspense fallback={<ProductGridSkeleton count={4} />}>
              <Preview category={chosen} />
            </Suspense>
          </section>
        ) : (
          <p className="text-muted-foreground">
            <Trans>There are no categories yet.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
