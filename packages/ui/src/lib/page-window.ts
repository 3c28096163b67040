/** One entry of a pagination window: a page number or a gap before/after the current page's siblings. */
export type PageWindowItem = number | "ellipsis-start" | "ellipsis-end";

export type PageWindowOptions = {
  /** The current page, 1-based. Clamped into `1..pageCount`. */
  page: number;
  /** How many pages there are. `0` or less yields an empty window. */
  pageCount: number;
  /** Pages shown on each side of the current one. Default 1. */
  siblingCount?: number;
  /** Pages always shown at each end. Default 1. */
  boundaryCount?: number;
};

function range(start: number, end: number): number[] {
  const out: number[] = [];
  for (let n = start; n <= end; n++) out.push(n);
  return out;
}

/**
 * The pages a compact pagination shows, with an ellipsis standing for every gap of two or more
 * pages (a gap of one page shows that page instead, so an ellipsis never hides a single page).
 *
 * `getPageWindow({ page: 6, pageCount: 20 })` → `[1, "ellipsis-start", 5, 6, 7, "ellipsis-end", 20]`.
 * The window has a constant length (`2 × boundary + 2 × sibling + 3`) once there are enough pages,
 * so the control does not jump in width as the current page moves.
 */
export function getPageWindow({
  page,
  pageCount,
  siblingCount = 1,
  boundaryCount = 1,
}: PageWindowOptions): PageWindowItem[] {
  const count = Math.floor(pageCount);
  if (!Number.isFinite(count) || count <= 0) return [];
  const siblings = Math.max(0, Math.floor(siblingCount));
  const boundary = Math.max(1, Math.floor(boundaryCount));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);

  // Everything fits: boundaries, siblings, the current page and both would-be ellipses.
  if (count <= 2 * boundary + 2 * siblings + 3) return range(1, count);

  const startPages = range(1, boundary);
  const endPages = range(count - boundary + 1, count);

  // Keep the sibling window a constant width by sliding it away from the ends.
  const siblingsStart = Math.max(
    Math.min(current - siblings, count - boundary - 2 * siblings - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundary + 2 * siblings + 2),
    count - boundary - 1,
  );

  const items: PageWindowItem[] = [...startPages];
  if (siblingsStart > boundary + 2) items.push("ellipsis-start");
  else if (boundary + 1 < count - boundary) items.push(boundary + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundary - 1) items.push("ellipsis-end");
  else if (count - boundary > boundary) items.push(count - boundary);
  items.push(...endPages);
  return items;
}
