import { Plural } from "@lingui/react/macro";
import { SearchIcon } from "lucide-react";
import { Price } from "./price";
import { ResponsiveImage } from "./responsive-image";
import type { Suggestion } from "./search-suggestion";

export interface SuggestionOptionsProps {
  suggestions: readonly Suggestion[];
  /** The highlighted option's index, or -1. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (suggestion: Suggestion) => void;
  onHighlight: (index: number) => void;
}

/**
 * The options of the search box's listbox (search-suggestions.tsx). Loaded when the shopper first
 * focuses or types in the box: the header's first load carries the box, not its suggestions.
 */
export function SuggestionOptions({
  suggestions,
  active,
  optionId,
  onChoose,
  onHighlight,
}: SuggestionOptionsProps) {
  return suggestions.map((suggestion, index) => (
    // The keyboard works on the box (aria-activedescendant): options take clicks only.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
    <div
      key={`${suggestion.kind}-${suggestion.id}`}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      data-kind={suggestion.kind}
      // Keep the focus in the box: a click must not blur it before it chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(suggestion)}
      onMouseMove={() => onHighlight(index)}
      className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm aria-selected:bg-muted"
    >
      {suggestion.kind === "keyword" ? (
        <>
          <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{suggestion.label}</span>
        </>
      ) : (
        <>
          <span className="size-10 shrink-0 overflow-hidden rounded">
            <ResponsiveImage path={suggestion.image} alt="" sizes="40px" widths={[40, 80]} />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate">{suggestion.label}</span>
            <Price amount={suggestion.price} className="text-xs" />
          </span>
        </>
      )}
    </div>
  ));
}

/** What the polite live region says while suggestions are shown. */
export function SuggestionCount({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return <Plural value={suggestions.length} one="# suggestion available" other="# suggestions available" />;
}
