/**
 * `@storefront/kit/conformance` — the check every vertical's own test runs against the vertical
 * template (docs/verticals.md): `checkVertical(definition, { from: import.meta.url })` lists the
 * rules the vertical breaks. Node only (it reads the vertical's files); never imported by browser
 * code.
 * @module
 */
export { type ConformanceOptions, checkVertical } from "./check-vertical";
export { missingTranslations, type PoEntry, parsePo } from "./po";
export type { ConformanceProblem, ConformanceRule } from "./problems";
