import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useLocalized } from "../../locale";
import { useDocumentTitle } from "../../title";
import { CategoryTile } from "../category-tile";
import { useCategories } from "../use-catalog";

/**
 * `/categories` (retail): every category as a tile with its picture and product count, its
 * sub-categories listed under it; each links to its products.
 */
export function CategoriesPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const categories = useCategories();
  useDocumentTitle(t`Categories`);
  const ids = new Set(categories.map((category) => category._id));
  const roots = categories.filter((category) => !category.parent_id || !ids.has(category.parent_id));
  return (
    <div data-slot="categories-page" className="flex flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Categories</Trans>
      </h1>
      {roots.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>There are no categories yet.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {roots.map((category) => {
            const children = categories.filter((child) => child.parent_id === category._id);
            return (
              <li key={category._id} className="flex flex-col gap-2">
                <CategoryTile category={category} />
                {children.length > 0 ? (
                  <ul
                    aria-label={localized(category.name, category.name_lang)}
                    className="flex flex-wrap gap-2"
                  >
                    {children.map((child) => (
                      <li key={child._id}>
                        <Link
                          to="/products"
                          search={{ category_id: Number(child._id) }}
                          className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                        >
                          {localized(child.name, child.name_lang)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
