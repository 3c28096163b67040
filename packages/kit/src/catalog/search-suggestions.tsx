import { Trans, useLingui } from "@lingui/react/macro";
import { isSearchSubmitKey, productSlug, readSearchQuery } from "@storefront/core/catalog";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { SearchIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useApiClient } from "../api";
import { lazyModule, preloadModule, useLazyModuleWhen } from "../app";
import { useLocalized } from "../locale";
import { suggestionsQueryOptions } from "./queries";
import type { Suggestion } from "./search-suggestion";

/** The listbox's options, loaded when the shopper first focuses or types in a box. */
const suggestionOptions = lazyModule(() => import("./search-suggestion-options"));

/** Wait this long after the last keystroke before asking for suggestions. */
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 200;

/** A value that follows `value` once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface SearchSuggestionsProps {
  /**
   * The text the box starts with. Omitted, the box follows the URL: on `/products` it shows the
   * text the list is searched by (as the header's box should).
   */
  defaultValue?: string;
  autoFocus?: boolean;
  className?: string;
  /** Called after the box navigated (a header's mobile search panel closes on it). */
  onNavigate?: () => void;
  /** Debounce of the suggestion requests. */
  debounceMs?: number;
}

/**
 * The product search box with suggestions as you type (spec §2): an ARIA 1.2 combobox over a
 * listbox of matching keywords and products. Requests are debounced and aborted when the text
 * changes; ↓/↑ move through the suggestions, Escape closes them (a second Escape clears the text),
 * Enter (key 13) opens the highlighted suggestion — a keyword searches by `key_word_id`, a product
 * opens its page — or, with none highlighted, searches the text: `/products?key=…`.
 * No Radix and no portal: it is light enough to sit in every page's header.
 */
export function SearchSuggestions({
  defaultValue,
  autoFocus = false,
  className,
  onNavigate,
  debounceMs = SEARCH_SUGGESTIONS_DEBOUNCE_MS,
}: SearchSuggestionsProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const client = useApiClient();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const urlText = useRouterState({
    select: (state) => {
      if (state.location.pathname !== "/products") return "";
      const query = readSearchQuery(state.location.search as Record<string, unknown>);
      return query?.kind === "text" ? query.text : "";
    },
  });
  const [text, setText] = useState(defaultValue ?? urlText);
  // Follow the URL (back/forward, a search elsewhere) unless the caller fixed the start text.
  useEffect(() => {
    if (defaultValue === undefined) setText(urlText);
  }, [defaultValue, urlText]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const key = useDebouncedValue(text.trim(), debounceMs);
  const { data } = useQuery(suggestionsQueryOptions(client, key));

  const suggestions = useMemo<Suggestion[]>(() => {
    if (!data || key === "") return [];
    return [
      ...data.keywords.map(
        (keyword): Suggestion => ({
          kind: "keyword",
          id: keyword._id,
          label: localized(keyword.keyword, keyword.keyword_lang),
        }),
      ),
      ...data.products.map(
        (product): Suggestion => ({
          kind: "product",
          id: product._id,
          label: localized(product.name, product.name_lang),
          slug: productSlug(product.slug || product.name),
          image: product.f_image,
          price: product.price,
        }),
      ),
    ];
  }, [data, key, localized]);

  const options = useLazyModuleWhen(suggestionOptions, open || text.trim() !== "");
  const expanded = open && text.trim() !== "" && suggestions.length > 0 && options !== null;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new list only
  useEffect(() => setActive(-1), [suggestions]);

  const finish = () => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind === "keyword") {
      setText(suggestion.label);
      void navigate({ to: "/products", search: { key_word_id: Number(suggestion.id) } });
    } else if (suggestion.slug) {
      void navigate({ to: "/products/$id/$slug", params: { id: suggestion.id, slug: suggestion.slug } });
    } else {
      void navigate({ to: "/products/$id", params: { id: suggestion.id } });
    }
    finish();
  };

  const submit = () => {
    const query = text.trim();
    void navigate({ to: "/products", search: query ? { key: query } : {} });
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActive((index) => (index + 1) % count);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== "") {
        event.preventDefault();
        setText("");
      }
    } else if (isSearchSubmitKey(event)) {
      event.preventDefault();
      const highlighted = expanded && active >= 0 ? suggestions[active] : undefined;
      if (highlighted) choose(highlighted);
      else submit();
    }
  };

  return (
    <search data-slot="search-suggestions" className={`relative block${className ? ` ${className}` : ""}`}>
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: only the dedicated search page asks for it
        autoFocus={autoFocus}
        placeholder={t`Search products`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          preloadModule(suggestionOptions);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        // Typed text in its own direction ("/x" stays "/x" on an Arabic page); the icon's side keeps the page's.
        className="h-10 w-full rounded-md border border-border bg-background ps-9 pe-3 text-sm [unicode-bidi:plaintext] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border border-border bg-background py-1 shadow-md"
      >
        {options && expanded ? (
          <options.SuggestionOptions
            suggestions={suggestions}
            active={active}
            optionId={optionId}
            onChoose={choose}
            onHighlight={setActive}
          />
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {options && expanded ? <options.SuggestionCount suggestions={suggestions} /> : null}
      </p>
    </search>
  );
}
