import { BOXED_AUTO_MAX_WIDTH_PX, BOXED_CONTENT_WIDTH_PX } from "../constants/index.js";
import type { DisplayType } from "../contracts/partner.js";

/** The content width a display type asks for, in CSS pixels (null = no constraint). */
export interface DisplayLayout {
  type: DisplayType;
  /** Fixed content width: 1170 for `boxed`. */
  widthPx: number | null;
  /** Maximum content width: 1500 for `boxed-auto`. */
  maxWidthPx: number | null;
}

/**
 * The layout of a display type (spec §9): `boxed` → content 1170px wide, `boxed-auto` → at most
 * 1500px, `full` (and anything unknown) → full width.
 */
export function displayLayout(displayType: unknown): DisplayLayout {
  if (displayType === "boxed") return { type: "boxed", widthPx: BOXED_CONTENT_WIDTH_PX, maxWidthPx: null };
  if (displayType === "boxed-auto") {
    return { type: "boxed-auto", widthPx: null, maxWidthPx: BOXED_AUTO_MAX_WIDTH_PX };
  }
  return { type: "full", widthPx: null, maxWidthPx: null };
}

/**
 * The CSS variables of the content container for a display type (boxed 1170px, boxed-auto max
 * 1500px): the browser sets them on `:root`, the server writes them into the page's `<head>`.
 */
export function displayTypeVariables(displayType: unknown): Record<string, string> {
  const layout = displayLayout(displayType);
  return {
    "--content-width": layout.widthPx === null ? "100%" : `${layout.widthPx}px`,
    "--content-max-width": layout.maxWidthPx === null ? "100%" : `${layout.maxWidthPx}px`,
  };
}
