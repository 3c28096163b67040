import { Plural } from "@lingui/react/macro";
import type { Category } from "@storefront/core/contracts/api/catalog";
import { Link } from "@tanstack/react-router";
import { useLocalized } from "../locale";
import { ResponsiveImage } from "./responsive-image";

/** How wide a category tile's picture is drawn. */
const TILE_SIZES = "(min-width: 1024px) 16vw, (min-width: 640px) 30vw, 45vw";

/** A category's tile: picture, localized name and product count, linking to its products. */
export function CategoryTile({ category, showCount = true }: { category: Category; showCount?: boolean }) {
  const localized = useLocalized();
  return (
    <Link
      to="/products"
      search={{ category_id: Number(category._id) }}
      data-slot="category-tile"
      className="group flex flex-col overflow-hidden rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ResponsiveImage path={category.image} alt="" sizes={TILE_SIZES} widths={[160, 240, 320, 480]} />
      <span className="flex flex-col p-2">
        <span className="font-medium group-hover:underline">
          {localized(category.name, category.name_lang)}
        </span>
        {showCount ? (
          <span className="text-xs text-muted-foreground">
            <Plural value={category.product_count} one="# product" other="# products" />
          </span>
        ) : null}
      </span>
    </Link>
  );
}
