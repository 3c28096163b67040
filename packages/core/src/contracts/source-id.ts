import type { SourceId } from "./product.js";

/**
 * Reading a source id (`sourceIdSchema`, product.ts) without zod: kept apart from the schema so a
 * module of the browser's first load (a product card, a rail) can read ids without building the
 * catalogue's schemas. The type comes from the schema, so the two cannot drift.
 */

/** Reads a source id as a plain string. */
export function idOf(id: SourceId): string {
  return typeof id === "object" ? id.$oid : String(id);
}
