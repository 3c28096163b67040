import { Direction } from "radix-ui";
import type { ReactNode } from "react";

export interface DirectionProviderProps {
  /** The text direction of the page's locale (`directionOf(locale)` in core). */
  dir: "ltr" | "rtl";
  children?: ReactNode;
}

/**
 * Gives every ui component below it the page's text direction. Radix primitives (tabs, menus,
 * selects) read the direction from React context, not from `<html dir>`: without this, arrow keys
 * and menu sides stay left-to-right in Arabic. An app mounts it once, around its routes.
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
