/** The query of `/complete`: the order reference (required by the guard) and the order's id. */
export interface CompleteSearch {
  order_ref?: string;
  order_id?: string;
}

function text(value: unknown): string | undefined {
  // The router parses `?order_id=42` as a number.
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > 64 ? undefined : trimmed;
}

/** Reads (and cleans) the query of `/complete`; anything else in it is dropped. */
export function readCompleteSearch(search: unknown): CompleteSearch {
  const source = (typeof search === "object" && search !== null ? search : {}) as Record<string, unknown>;
  const result: CompleteSearch = {};
  const orderRef = text(source.order_ref);
  const orderId = text(source.order_id);
  if (orderRef !== undefined) result.order_ref = orderRef;
  if (orderId !== undefined && /^[1-9]\d{0,9}$/.test(orderId)) result.order_id = orderId;
  return result;
}
