import { Trans } from "@lingui/react/macro";
import type { Category } from "@storefront/core/contracts/api/catalog";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useLocalized } from "../locale";

/** "Showing results for …": nothing matched as typed, these are the nearest spellings. */
export function NearestSpellings({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p data-slot="nearest-spellings" className="rounded-md bg-muted px-3 py-2 text-sm">
      {/* The shopper's words keep their own direction inside the sentence. */}
      <Trans>
        No products match <bdi className="font-medium">“{typed}”</bdi>. Showing results for{" "}
        <bdi className="font-medium">“{corrected}”</bdi>.
      </Trans>
    </p>
  );
}

/** Nothing matched: say so, and offer the catalogue's categories to go on from. */
export function NoResults({ categories }: { categories: readonly Category[] }) {
  const localized = useLocalized();
  const headingId = useId();
  const top = categories.filter((category) => category.parent_id === null && category.product_count > 0);
  return (
    <div data-slot="no-results" className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-muted-foreground">
        <Trans>No products match your search.</Trans>
      </p>
      {top.length > 0 ? (
        <nav aria-labelledby={headingId} className="flex flex-col items-center gap-2">
          <h2 id={headingId} className="text-sm font-semibold">
            <Trans>Browse a category instead</Trans>
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {top.map((category) => (
              <li key={category._id}>
                <Link
                  to="/products"
                  search={{ category_id: Number(category._id) }}
                  className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {localized(category.name, category.name_lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
