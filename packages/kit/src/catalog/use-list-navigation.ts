import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { type ProductsSearch, validateProductsSearch } from "./search-params";

/**
 * Changes the product list's URL state (spec §5: empty values are dropped): a filter or sort change
 * goes back to the first page; `keepPage` keeps it. The URL is the only state of the list, so a
 * reload, a shared link or the back button shows the same list.
 */
export function useListNavigation(): (
  patch: Partial<ProductsSearch>,
  options?: { keepPage?: boolean },
) => void {
  const navigate = useNavigate();
  return useCallback(
    (patch, options) => {
      void navigate({
        to: ".",
        search: (previous: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...validateProductsSearch(previous), ...patch };
          if (!options?.keepPage && !("page" in patch)) delete next.page;
          return validateProductsSearch(next);
        },
      });
    },
    [navigate],
  );
}
