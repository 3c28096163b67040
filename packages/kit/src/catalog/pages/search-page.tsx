import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { useDocumentTitle } from "../../title";
import { ProductGrid } from "../product-grid";
import { NearestSpellings, NoResults } from "../search-outcome";
import { type SearchPageSearch, toProductListQuery, validateSearchPageSearch } from "../search-params";
import { SearchSuggestions } from "../search-suggestions";
import { useCategories, useProducts } from "../use-catalog";

function Results({ search }: { search: SearchPageSearch }) {
  const data = useProducts(toProductListQuery(search));
  const categories = useCategories();
  if (data.total === 0) return <NoResults categories={categories} />;
  return (
    <section className="flex flex-col gap-4" data-slot="search-results">
      {data.search?.fuzzy && data.search.corrected_key ? (
        <NearestSpellings typed={search.key ?? ""} corrected={data.search.corrected_key} />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          <Plural value={data.total} one="# product" other="# products" />
        </p>
        <Link
          to="/products"
          search={search}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>See all results</Trans>
        </Link>
      </div>
      <ProductGrid products={data.items} />
    </section>
  );
}

/**
 * `/search` (retail): the search screen — the search box with suggestions as you type, focused on
 * arrival; Enter searches and moves to the product list (spec §2). With `key` (text) or
 * `key_word_id` (a suggestion) in the URL it also shows the first results.
 */
export function SearchPage() {
  const { t } = useLingui();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => validateSearchPageSearch(raw), [raw]);
  const hasQuery = search.key !== undefined || search.key_word_id !== undefined;
  useDocumentTitle(t`Search`);
  return (
    <div data-slot="search-page" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Search</Trans>
      </h1>
      <SearchSuggestions key={search.key ?? ""} defaultValue={search.key ?? ""} autoFocus />
      {hasQuery ? (
        <Results search={search} />
      ) : (
        <p className="text-muted-foreground">
          <Trans>
            Type what you are looking for: suggestions appear as you type, Enter shows every match.
          </Trans>
        </p>
      )}
    </div>
  );
}
