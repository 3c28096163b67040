import { createContext, useContext } from "react";

/**
 * True inside a layout's `<main>`: a page (the error page among them) then renders a plain block,
 * never a second `<main>` — one main landmark per page. The error page is its own `<main>` only
 * where no layout is around it (a route the root refuses, before any layout).
 */
export const InsideMainContext = createContext(false);

/** Whether the caller renders inside a layout's `<main>`. */
export function useInsideMain(): boolean {
  return useContext(InsideMainContext);
}
