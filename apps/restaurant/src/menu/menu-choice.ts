import type { CartLine } from "@storefront/core/cart";
import type { MenuItem, MenuOptionGroup } from "@storefront/core/contracts/api/restaurant";
import { LINE_DETAIL_LIMITS } from "@storefront/core/contracts/line-detail-limits";

/** The options chosen in an item sheet: group id → the chosen option ids. */
export type Chosen = Readonly<Record<string, readonly string[]>>;

/** Whether a group is answered by one choice (a radio list) rather than several (checkboxes). */
export function isSingleChoice(group: MenuOptionGroup): boolean {
  return group.max === 1;
}

/** The groups whose choice is outside their `min`/`max` (the server refuses these, 422). */
export function unmetGroups(item: MenuItem, chosen: Chosen): MenuOptionGroup[] {
  return item.option_groups.filter((group) => {
    const count = chosen[group._id]?.length ?? 0;
    return count < group.min || count > group.max;
  });
}

/** Toggles an option in its group, keeping at most `max` (a single-choice group swaps). */
export function toggleOption(chosen: Chosen, group: MenuOptionGroup, optionId: string): Chosen {
  const current = chosen[group._id] ?? [];
  if (isSingleChoice(group)) return { ...chosen, [group._id]: [optionId] };
  if (current.includes(optionId)) return { ...chosen, [group._id]: current.filter((id) => id !== optionId) };
  if (current.length >= group.max) return chosen;
  return { ...chosen, [group._id]: [...current, optionId] };
}

/** The price of one item with its options (the server prices the same way at every read). */
export function unitPrice(item: MenuItem, chosen: Chosen): number {
  const options = item.option_groups.flatMap((group) =>
    group.options.filter((option) => chosen[group._id]?.includes(option._id)),
  );
  return Math.round((item.price + options.reduce((sum, option) => sum + option.price, 0)) * 100) / 100;
}

/** The note as a line keeps it: trimmed, cut to the limit the contract allows, none when empty. */
export function cleanNote(note: string): string | null {
  const trimmed = note.trim().slice(0, LINE_DETAIL_LIMITS.note).trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * The cart line of an item with its chosen options and note: one line per distinct choice (core's
 * `lineKeyString` reads the options and details), its `price` including the options'.
 */
export function menuLine(item: MenuItem, chosen: Chosen, note: string, qty: number): CartLine {
  const options = item.option_groups.flatMap((group) =>
    group.options
      .filter((option) => chosen[group._id]?.includes(option._id))
      .map((option) => ({
        group_id: group._id,
        option_id: option._id,
        name: option.name,
        name_lang: option.name_lang ?? null,
        price: option.price,
      })),
  );
  const kept = cleanNote(note);
  return {
    product_id: item._id,
    qty,
    name: item.name,
    name_lang: item.name_lang ?? null,
    image: item.image,
    price: unitPrice(item, chosen),
    ...(options.length > 0 ? { options } : {}),
    ...(kept ? { details: { note: kept } } : {}),
  };
}

/** The items of a menu order (kiosk, table) from the cart's lines. */
export function menuOrderItems(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    item_id: line.product_id,
    qty: line.qty,
    ...(line.options?.length ? { option_ids: line.options.map((option) => option.option_id) } : {}),
    ...(line.details ? { details: line.details } : {}),
  }));
}
