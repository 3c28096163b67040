import type { Partner } from "@storefront/core/contracts/partner";
import { PARTNER_TYPES } from "@storefront/core/contracts/partner";
import { LOCALES } from "@storefront/core/locale";
import type { VerticalDefinition } from "../vertical";
import type { ProblemList } from "./problems";

const KEBAB_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FLAVOUR_FLAGS = new Set(["marketplace", "adventurePark"]);

const isFunction = (value: unknown): boolean => typeof value === "function";
const isDescriptor = (value: unknown): boolean =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

/** Partners of a type to call the vertical's functions with: a plain one and one with every flag set. */
export function samplePartners(type: Partner["snachoo_settings"]["type"]): Partner[] {
  const plain = {
    business_id: 0,
    access_token: "conformance",
    name: "Conformance",
    snachoo_settings: { type, url: "conformance.localhost" },
    pages: [],
    cms_config: {},
    currency: { code: "SAR", minor_digits: 2 },
  } as Partner;
  const flagged = {
    ...plain,
    snachoo_settings: { ...plain.snachoo_settings, is_adventure_park: true, isSugar: true },
  } as Partner;
  return [plain, flagged];
}

function checkNavShape(vertical: VerticalDefinition, list: ProblemList): void {
  if (!list.check(Array.isArray(vertical.nav), "definition", "`nav` must be an array of links.")) return;
  const ids = new Set<string>();
  for (const [index, link] of vertical.nav.entries()) {
    const where = `nav[${index}]`;
    const shaped =
      typeof link?.id === "string" &&
      link.id !== "" &&
      typeof link.path === "string" &&
      link.path.startsWith("/") &&
      isDescriptor(link.label);
    if (!list.check(shaped, "definition", `${where} needs an id, a path starting with "/" and a msg label.`))
      continue;
    list.check(!ids.has(link.id), "definition", `${where}: the id "${link.id}" is used twice.`);
    ids.add(link.id);
  }
}

function checkLabelsShape(vertical: VerticalDefinition, list: ProblemList): void {
  if (vertical.labels === undefined) return;
  if (!list.check(Array.isArray(vertical.labels), "definition", "`labels` must be an array.")) return;
  for (const [index, override] of vertical.labels.entries()) {
    const where = `labels[${index}]`;
    if (
      !list.check(
        isDescriptor(override?.replace) && isDescriptor(override?.with),
        "definition",
        `${where} needs \`replace\` and \`with\` message descriptors (msg\`…\`).`,
      )
    )
      continue;
    list.check(
      override.replace.id !== override.with.id,
      "definition",
      `${where} replaces a message by itself.`,
    );
    const locales = override.locales ?? [];
    list.check(
      locales.every((locale) => (LOCALES as readonly string[]).includes(locale)),
      "definition",
      `${where}: unknown locale in ${JSON.stringify(locales)} (known: ${LOCALES.join(", ")}).`,
    );
  }
}

function checkFlavour(vertical: VerticalDefinition, list: ProblemList): void {
  const flavour = vertical.catalogFlavour;
  if (flavour === undefined) return;
  if (!list.check(isFunction(flavour), "definition", "`catalogFlavour` must be a function of the partner."))
    return;
  for (const type of vertical.partnerTypes) {
    for (const partner of samplePartners(type)) {
      let result: unknown;
      try {
        result = flavour(partner);
      } catch (error) {
        list.add("definition", `catalogFlavour threw for a ${type} partner: ${String(error)}`);
        return;
      }
      const entries = result && typeof result === "object" ? Object.entries(result) : [["", result] as const];
      const shaped = entries.every(([key, value]) => FLAVOUR_FLAGS.has(key) && typeof value === "boolean");
      const flags = [...FLAVOUR_FLAGS].join(", ");
      if (!shaped) {
        list.add(
          "definition",
          `catalogFlavour must return flags among ${flags}; got ${JSON.stringify(result)}.`,
        );
        return;
      }
    }
  }
}

/**
 * The definition's own data: a kebab-case id, known partner types (each once), the functions the
 * shell calls, and well-formed navigation, label overrides and catalogue flavour. False when the
 * definition is too broken to check anything else.
 */
export function checkDefinition(vertical: VerticalDefinition, list: ProblemList): boolean {
  list.check(
    typeof vertical.id === "string" && KEBAB_ID.test(vertical.id),
    "definition",
    `The id must be kebab-case, e.g. "retail"; got ${JSON.stringify(vertical.id)}.`,
  );
  const types: readonly string[] = Array.isArray(vertical.partnerTypes) ? vertical.partnerTypes : [];
  list.check(types.length > 0, "definition", "`partnerTypes` must name at least one partner type.");
  for (const type of types) {
    list.check(
      (PARTNER_TYPES as readonly string[]).includes(type),
      "definition",
      `Unknown partner type "${type}" (known: ${PARTNER_TYPES.join(", ")}).`,
    );
  }
  list.check(new Set(types).size === types.length, "definition", "A partner type is listed twice.");
  const routable = list.check(
    isFunction(vertical.createRoutes),
    "definition",
    "`createRoutes` must be a function.",
  );
  list.check(
    vertical.loadCatalog === undefined || isFunction(vertical.loadCatalog),
    "definition",
    "`loadCatalog` must be a function of the locale.",
  );
  list.check(
    vertical.kioskPage === undefined ||
      (isFunction(vertical.kioskPage) && isFunction((vertical.kioskPage as { preload?: unknown }).preload)),
    "lazy-page",
    '`kioskPage` must be a lazy chunk (lazyRouteComponent(() => import("./kiosk-page"), "KioskPage")).',
  );
  checkNavShape(vertical, list);
  checkLabelsShape(vertical, list);
  checkFlavour(vertical, list);
  return (
    routable && types.length > 0 && types.every((type) => (PARTNER_TYPES as readonly string[]).includes(type))
  );
}
