/**
 * The rules a vertical is checked against (`checkVertical`):
 * - `definition`: the definition's data is well-formed (id, partner types, functions, navigation,
 *   label overrides, catalogue flavour).
 * - `manifest-route`: every route is a path of core's route manifest, defined once.
 * - `partner-route`: every route is available to one of the vertical's partner types (spec §2).
 * - `shared-route`: no route takes a page the shell mounts for every vertical (`/contact`, the
 *   account area, …); and the vertical has a home (`/`).
 * - `lazy-page`: every page component is a lazy chunk, so the vertical's entry holds definitions only.
 * - `nav`: every navigation link leads to a page mounted for the partner (never a 404).
 * - `labels`: every label override's wording is in the vertical's catalog, in each locale it rewords.
 * - `catalog`: catalogs in every locale, with the same messages and no empty Arabic entry; the
 *   vertical loads them.
 * - `imports`: no import of the shell, the API or another vertical (source and package.json).
 */
export type ConformanceRule =
  | "definition"
  | "manifest-route"
  | "partner-route"
  | "shared-route"
  | "lazy-page"
  | "nav"
  | "labels"
  | "catalog"
  | "imports";

/** One broken rule, with a message that says what to fix. */
export interface ConformanceProblem {
  rule: ConformanceRule;
  message: string;
}

/** Collects problems; `check(ok, rule, message)` records one when `ok` is false. */
export function problemList() {
  const problems: ConformanceProblem[] = [];
  return {
    problems,
    add(rule: ConformanceRule, message: string): void {
      problems.push({ rule, message });
    },
    check(ok: boolean, rule: ConformanceRule, message: string): boolean {
      if (!ok) problems.push({ rule, message });
      return ok;
    },
  };
}

/** The collector `problemList()` returns. */
export type ProblemList = ReturnType<typeof problemList>;
