import { z } from "zod/mini";
import { LOCALES } from "../constants/index.js";
import { HOME_SECTION_IDS } from "./home-sections.js";

/**
 * Routes a business may hide (spec §1: "some partners are singled out by business identifier").
 * A closed list: every link to these pages goes through kit's `canLinkTo`, so a hidden one is
 * linked nowhere. Pages other pages link to unconditionally (home, products, cart, account…) are
 * not in it: hiding them would leave dead links behind.
 */
export const HIDEABLE_PATHS = [
  "/wishlist",
  "/categories",
  "/digital-products",
  "/vouchers",
  "/paid-plans",
  "/contact",
] as const;

/** A route a business may hide. */
export type HideablePath = (typeof HIDEABLE_PATHS)[number];

/**
 * Links whose wording a business may replace: the ids of the main navigation's links (kit's
 * `NAV_LINKS` and the verticals' own), shown in the header and the small-screen menu; `contact`
 * is also the footer's link.
 */
export const OVERRIDABLE_LINK_IDS = [
  "home",
  "products",
  "categories",
  "menu",
  "booking",
  "vouchers",
  "paid-plans",
  "digital-products",
  "digital-menu",
  "kiosk",
  "offerings",
  "contact",
] as const;

/** A link whose label a business may replace. */
export type OverridableLinkId = (typeof OVERRIDABLE_LINK_IDS)[number];

// The home's sections live in a zod-free module (kit's home page reads them in the first load).
export { HOME_SECTION_IDS, type HomeSectionId, homeSectionOrder } from "./home-sections.js";

/** Bounds of a label: trimmed, 1 to 40 characters, no control characters. */
export const OVERRIDE_LABEL_MAX_LENGTH = 40;

function uniqueList<T extends z.core.$ZodType>(item: T, what: string, min: number) {
  return z.array(item).check(
    z.minLength(min),
    z.refine((list: readonly unknown[]) => new Set(list).size === list.length, `${what} are listed twice`),
  );
}

const labelSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(OVERRIDE_LABEL_MAX_LENGTH),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  z.regex(/^[^\u0000-\u001f\u007f]*$/, "A label has no control characters"),
);

/** One locale's labels: link id → its text. An id outside `OVERRIDABLE_LINK_IDS` is refused. */
const localeLabelsSchema = z.partialRecord(z.enum(OVERRIDABLE_LINK_IDS), labelSchema);

/**
 * A business's overrides of the storefront (decision 0027), stored per business by the server and
 * sent with the partner: `hidden_routes` (pages this business does not offer: not linked, and
 * answered like a page its partner type lacks), `labels` (per locale, new text for named links)
 * and `home_sections` (the catalogue home's sections, in this order; an absent one is not shown).
 * Strict: an unknown key, route, link id, locale or section is an error. The server stores and
 * sends only what passes it, and reads a payload's leniently with `readBusinessOverrides` before
 * writing it into a page.
 */
export const businessOverridesSchema = z.strictObject({
  hidden_routes: z.optional(uniqueList(z.enum(HIDEABLE_PATHS), "Hidden routes", 0)),
  labels: z.optional(z.partialRecord(z.enum(LOCALES), localeLabelsSchema)),
  home_sections: z.optional(uniqueList(z.enum(HOME_SECTION_IDS), "Home sections", 1)),
});

/** A business's overrides (every field optional). */
export type BusinessOverrides = z.infer<typeof businessOverridesSchema>;

/** What `readBusinessOverrides` makes of a payload's block: what applies, and why the rest does not. */
export interface BusinessOverridesReading {
  /** The well-formed fields; undefined when the block is absent or holds none. */
  overrides: BusinessOverrides | undefined;
  /** One line per ignored part (`business_overrides.labels.ar.home: Too big…`); empty when all applies. */
  problems: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Plain words for an issue (zod/mini carries no messages of its own), one line per offending key. */
function describeIssue(field: string, issue: z.core.$ZodIssue): string[] {
  const where = ["business_overrides", field, ...issue.path.map(String)].join(".");
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((name) => `${where}.${name}: unknown key`);
    case "invalid_value":
      return [`${where}: not one of ${issue.values.map(String).join(", ")}`];
    case "invalid_type":
      return [`${where}: expected ${issue.expected}`];
    case "too_small":
      return [
        `${where}: fewer than ${String(issue.minimum)}${issue.origin === "string" ? " characters" : ""}`,
      ];
    case "too_big":
      return [
        `${where}: more than ${String(issue.maximum)}${issue.origin === "string" ? " characters" : ""}`,
      ];
    default:
      return [`${where}: ${issue.message}`];
  }
}

/**
 * Reads a payload's `business_overrides` leniently, so a malformed block never breaks the page:
 * each field that fails `businessOverridesSchema` is ignored whole, an unknown key is ignored, the
 * other fields apply; every ignored part is named in `problems` for the caller to log.
 */
export function readBusinessOverrides(raw: unknown): BusinessOverridesReading {
  if (raw === undefined || raw === null) return { overrides: undefined, problems: [] };
  if (!isPlainObject(raw)) return { overrides: undefined, problems: ["business_overrides: not an object"] };
  const fields = businessOverridesSchema.def.shape;
  const overrides: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const key of Object.keys(raw)) {
    const field = Object.hasOwn(fields, key) ? fields[key as keyof typeof fields] : undefined;
    if (!field) {
      problems.push(`business_overrides.${key}: unknown key`);
      continue;
    }
    const parsed = field.safeParse(raw[key]);
    if (parsed.success) {
      if (parsed.data !== undefined) overrides[key] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) problems.push(...describeIssue(key, issue));
  }
  return {
    overrides: Object.keys(overrides).length > 0 ? (overrides as BusinessOverrides) : undefined,
    problems,
  };
}

/**
 * The payload's `business_overrides` as `pagePayloadSchema` reads it: never a parse failure, only
 * the well-formed fields (`readBusinessOverrides`; the server logs the rest before it writes the
 * payload into a page, which the browser then reads as written).
 */
export const businessOverridesPayloadSchema = z.pipe(
  z.unknown(),
  z.transform((raw): BusinessOverrides | undefined => readBusinessOverrides(raw).overrides),
);
