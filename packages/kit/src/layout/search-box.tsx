import { useLingui } from "@lingui/react/macro";
import { isSearchSubmitKey, readSearchQuery, type SearchQuery, searchPath } from "@storefront/core/catalog";
import { inputClassName } from "@storefront/ui/input";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { SearchIcon } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";

export interface SearchBoxProps {
  className?: string;
  /**
   * Runs a search instead of the default (going to `/products?key=…`, spec §2). The retail
   * vertical's `/search` page and suggestions hook in here (issue 6).
   */
  onSearch?: (query: SearchQuery) => void;
  /** Called with the text on every keystroke: the hook for suggestions as you type. */
  onTextChange?: (text: string) => void;
  /**
   * Rendered under the input, inside the search landmark (a suggestion list, say). It receives the
   * current text; a suggestion runs its search through `onSearch` or navigates itself.
   */
  renderSuggestions?: (text: string) => ReactNode;
}

/** The text search on `/products` (so the box shows what the list is filtered by), else "". */
function useCurrentSearchText(): string {
  return useRouterState({
    select: (state) => {
      if (state.location.pathname !== "/products") return "";
      const query = readSearchQuery(state.location.search as Record<string, unknown>);
      return query?.kind === "text" ? query.text : "";
    },
  });
}

/**
 * The header's product search. Enter (key 13) or the search button searches and goes to the
 * products (spec §2): `/products?key=<text>`, localised by the router (`/ar/products?key=…`).
 */
export function SearchBox({ className, onSearch, onTextChange, renderSuggestions }: SearchBoxProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const currentText = useCurrentSearchText();
  const [text, setText] = useState(currentText);
  useEffect(() => setText(currentText), [currentText]);

  const search = () => {
    const query: SearchQuery = { kind: "text", text: text.trim() };
    if (onSearch) onSearch(query);
    // Through `href`, the query string is exactly `key=<text>` (core's searchPath) in every locale.
    else void navigate({ href: searchPath(query) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isSearchSubmitKey(event) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    search();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };

  return (
    <search data-slot="search-box" className={`relative block${className ? ` ${className}` : ""}`}>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t`Search products`}
        </label>
        {/* ui's input look without its `cn()` (tailwind-merge stays out of the header's first load).
            `unicode-bidi: plaintext` lays the text out in its own direction: "/x" typed on an Arabic
            page reads "/x", not "x/", while the box (padding, button) keeps the page's direction. */}
        <input
          data-slot="input"
          id={inputId}
          type="search"
          name="key"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTextChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Search products…`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className={`${inputClassName} pe-11 [unicode-bidi:plaintext]`}
        />
        <button
          type="submit"
          aria-label={t`Search`}
          className="absolute top-0 end-0 flex h-10 w-10 items-center justify-center rounded-e-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <SearchIcon aria-hidden="true" className="size-4" />
        </button>
        {renderSuggestions?.(text)}
      </form>
    </search>
  );
}
