/** The query of `/complete`: the order reference (required by the guard). */
export interface CompleteSearch {
  order_ref?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > 64 ? undefined : trimmed;
}

/**
 * Reads (and cleans) the query of `/complete`; anything else in it is dropped — an `order_id` of
 * older links too: the page looks the order up by its reference, among the customer's own.
 */
export function readCompleteSearch(search: unknown): CompleteSearch {
  const source = (typeof search === "object" && search !== null ? search : {}) as Record<string, unknown>;
  const orderRef = text(source.order_ref);
  return orderRef === undefined ? {} : { order_ref: orderRef };
}
