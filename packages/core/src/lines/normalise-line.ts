import type { CartLine, LineDetails, LineOption, OtherUnitPrice } from "../contracts/cart-line.js";
import { LINE_DETAIL_LIMITS } from "../contracts/line-detail-limits.js";
import type { LocalizedText } from "../contracts/localized-text.js";
import { isForbiddenKey } from "../storage/safe-json.js";
import { LINE_CAPS } from "./caps.js";
import { isCartLine, isIsoDay, isLineDetails } from "./line-shape.js";
import { field, first, id, num, obj, str } from "./pick.js";
import { withinLineCaps } from "./within-line-caps.js";

function localized(value: unknown): LocalizedText | undefined {
  const source = obj(value);
  if (!source) return undefined;
  const entries = Object.keys(source)
    .filter((key) => !isForbiddenKey(key) && typeof source[key] === "string")
    .slice(0, LINE_CAPS.maxLocalizedEntries)
    .map((key) => [key, source[key] as string] as const);
  return Object.fromEntries(entries);
}

function otherUnitPrice(value: unknown): OtherUnitPrice | undefined {
  const unitId = id(field(value, "id")) ?? id(field(value, "_id"));
  if (unitId === undefined) return undefined;
  const unit: OtherUnitPrice = { id: unitId };
  const name = str(field(value, "name"));
  const nameLang = localized(field(value, "name_lang"));
  const price = num(field(value, "price"));
  const multiplier = num(field(value, "multiplier"));
  if (name !== undefined) unit.name = name;
  if (nameLang !== undefined) unit.name_lang = nameLang;
  if (price !== undefined) unit.price = price;
  if (multiplier !== undefined) unit.multiplier = multiplier;
  return unit;
}

function lineOption(value: unknown): LineOption | undefined {
  const groupId = id(field(value, "group_id"));
  const optionId = id(field(value, "option_id"));
  const name = str(field(value, "name"));
  const price = num(field(value, "price"));
  if (groupId === undefined || optionId === undefined || name === undefined || price === undefined) {
    return undefined;
  }
  // Built in the schema's field order, so a stored line keeps the order it always had.
  const nameLang = localized(field(value, "name_lang"));
  return nameLang === undefined
    ? { group_id: groupId, option_id: optionId, name, price }
    : { group_id: groupId, option_id: optionId, name, name_lang: nameLang, price };
}

/** The chosen options; one unreadable option (or too many) rejects the line rather than drop a choice. */
function lineOptions(value: unknown): LineOption[] | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > LINE_DETAIL_LIMITS.options) return null;
  const options = value.map(lineOption);
  return options.every((option) => option !== undefined) ? (options as LineOption[]) : null;
}

/** The details, trimmed, empty ones left out; unreadable or too long → null (the line is dropped). */
function lineDetails(value: unknown): LineDetails | null | undefined {
  const source = obj(value);
  if (!source) return value === undefined || value === null ? undefined : null;
  const trimmed: Record<string, string> = {};
  for (const key of ["note", "for_name", "date"] as const) {
    const raw = field(source, key);
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== "string") return null;
    if (raw.trim() !== "") trimmed[key] = raw.trim();
  }
  if (Object.keys(trimmed).length === 0) return undefined;
  return isLineDetails(trimmed) ? trimmed : null;
}

/** Reads a top-level field: an explicit null is kept (normalised lines carry nulls), wrong types are not. */
function top<T>(record: Record<string, unknown>, key: string, read: (v: unknown) => T | undefined) {
  if (!Object.hasOwn(record, key)) return undefined;
  const value = record[key];
  return value === null ? null : read(value);
}

function pickVariant(variants: unknown, variantId: string | null | undefined): unknown {
  if (!Array.isArray(variants)) return obj(variants);
  if (variantId) {
    const match = variants.find((variant) => id(field(variant, "_id")) === variantId);
    if (match !== undefined) return match;
  }
  return variants.length === 1 ? variants[0] : undefined;
}

function selectedAttributeValues(attributes: unknown): { name?: string; slug?: string }[] {
  if (!Array.isArray(attributes)) return [];
  const selected: { name?: string; slug?: string }[] = [];
  for (const attribute of attributes) {
    const selectedId = id(field(attribute, "selected_id"));
    const values = field(attribute, "values");
    if (selectedId === undefined || !Array.isArray(values)) continue;
    const value = values.find((candidate) => id(field(candidate, "_id")) === selectedId);
    if (value === undefined) continue;
    selected.push({ name: str(field(value, "name")), slug: str(field(value, "slug")) });
  }
  return selected;
}

function isSizeAttribute(attribute: unknown): boolean {
  const slug = str(field(attribute, "slug"))?.toLowerCase();
  const name = str(field(attribute, "name"))?.toLowerCase();
  return slug === "size" || name === "size";
}

function sizeFromAttributes(attributes: unknown): string | undefined {
  if (!Array.isArray(attributes)) return undefined;
  for (const attribute of attributes) {
    if (!isSizeAttribute(attribute)) continue;
    const selectedId = id(field(attribute, "selected_id"));
    const values = field(attribute, "values");
    if (selectedId === undefined || !Array.isArray(values)) continue;
    const value = values.find((candidate) => id(field(candidate, "_id")) === selectedId);
    const size = str(field(value, "name"));
    if (size !== undefined) return size;
  }
  return undefined;
}

function joined(parts: (string | undefined)[], separator: string): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(separator) : undefined;
}

/**
 * Normalises one cart or wishlist record into a `CartLine` (spec §3), or returns null when it
 * cannot be one. Accepts an already-normalised line (it comes back equal) and the source shape,
 * whose data nests under `self` (the product), `price_master`, `stock_master`, `variants` (the
 * chosen variant, or a list searched by `variant_id`), `attributes` (selected values) and
 * `category`. A normalised top-level field wins over nested data; ids may be strings, numbers or
 * `{ $oid }`; numeric strings are read as numbers. A missing `qty` means 1; a zero, negative,
 * fractional, non-finite or oversized (`LINE_CAPS`) quantity, a missing product id, name or
 * price, a negative price or an oversized string rejects the record. `business_id` and
 * `is_digital` (a boolean) are set only when the source has them. Chosen `options` and the shopper's `details` (trimmed, empty ones left
 * out) are kept; an unreadable option, too many options or a detail past `LINE_DETAIL_LIMITS`
 * rejects the record (a line must never lose what was chosen on it).
 */
export function normaliseLine(record: unknown): CartLine | null {
  const candidate = lineCandidate(record);
  return candidate && isCartLine(candidate) && withinLineCaps(candidate) ? candidate : null;
}

/**
 * The record's line fields, read as `normaliseLine` describes, in `cartLineSchema`'s order (so a
 * stored line keeps its field order) and not yet checked as a whole; null when the record is not
 * an object or its quantity, options or details already reject it. Exported for the tests.
 */
export function lineCandidate(record: unknown): Record<string, unknown> | null {
  const rec = obj(record);
  if (!rec) return null;
  const self = obj(rec.self) ?? {};
  const nested = (key: string) => first(field(rec, key), field(self, key));
  const priceMaster = obj(nested("price_master"));
  const stockMaster = obj(nested("stock_master"));
  const category = obj(nested("category"));
  const attributes = nested("attributes");
  const variantDetail = obj(field(priceMaster, "variant_detail"));

  const variantId = first<string | null>(
    top(rec, "variant_id", str),
    str(field(self, "variant_id")),
    str(field(priceMaster, "variant_id")),
    id(field(variantDetail, "_id")),
  );
  const variant = pickVariant(nested("variants"), variantId ?? str(field(self, "default_variant_id")));
  const selected = selectedAttributeValues(attributes);
  const unit = first<OtherUnitPrice | null>(
    top(rec, "other_unit_price", otherUnitPrice),
    otherUnitPrice(field(self, "other_unit_price")),
  );
  const images = nested("images");
  const firstImage = Array.isArray(images) ? str(images[0]) : undefined;

  // A quantity that is present but unreadable rejects the record; only a missing one means 1.
  const rawQty = Object.hasOwn(rec, "qty")
    ? rec.qty
    : Object.hasOwn(self, "qty")
      ? self.qty
      : Object.hasOwn(rec, "quantity")
        ? rec.quantity
        : 1;
  const qty = num(rawQty);
  if (qty === undefined || !Number.isSafeInteger(qty) || qty <= 0) return null;

  const candidate: Record<string, unknown> = {
    product_id: first(
      id(field(rec, "product_id")),
      id(field(self, "product_id")),
      id(field(self, "_id")),
      id(field(rec, "_id")),
    ),
    variant_id: first<string | null>(
      variantId,
      id(field(variant, "_id")),
      str(field(self, "default_variant_id")),
    ),
    qty,
    sku: first<string | null>(top(rec, "sku", str), str(field(variant, "sku")), str(field(self, "sku"))),
    size: first<string | null>(
      top(rec, "size", str),
      str(field(variant, "size")),
      sizeFromAttributes(attributes),
    ),
    attr_name: first<string | null>(
      top(rec, "attr_name", str),
      joined(
        selected.map((value) => value.name),
        " / ",
      ),
    ),
    attr_slug: first<string | null>(
      top(rec, "attr_slug", str),
      joined(
        selected.map((value) => value.slug),
        "-",
      ),
    ),
    outer_product_id: first<string | null>(
      top(rec, "outer_product_id", id),
      id(field(self, "outer_product_id")),
    ),
    outer_variant_id: first<string | null>(
      top(rec, "outer_variant_id", id),
      id(field(variant, "outer_variant_id")),
      id(field(variant, "outer_id")),
    ),
    multiplier: first<number | null>(
      top(rec, "multiplier", num),
      num(field(self, "multiplier")),
      num(field(variant, "multiplier")),
    ),
    stock: first<number | null>(
      top(rec, "stock", num),
      num(field(stockMaster, "stock")),
      num(field(variant, "stock")),
      num(field(self, "stock")),
    ),
    image: first<string | null>(
      top(rec, "image", str),
      str(field(variant, "f_image")),
      str(field(variantDetail, "f_image")),
      str(field(self, "f_image")),
      str(field(rec, "f_image")),
      firstImage,
    ),
    product_img: first<string | null>(
      top(rec, "product_img", str),
      str(field(self, "f_image")),
      str(field(rec, "f_image")),
      firstImage,
    ),
    name: first(
      str(field(rec, "name")),
      str(field(self, "name")),
      str(field(rec, "item_name")),
      str(field(self, "item_name")),
    ),
    name_lang: first<LocalizedText | null>(
      top(rec, "name_lang", localized),
      localized(field(self, "name_lang")),
    ),
    price: first(num(field(rec, "price")), num(field(priceMaster, "price")), num(field(variant, "price"))),
    price_inc: first<number | null>(
      top(rec, "price_inc", num),
      num(field(priceMaster, "price_inc")),
      num(field(variant, "price_inc")),
    ),
    old_price: first<number | null>(
      top(rec, "old_price", num),
      num(field(priceMaster, "old_price")),
      num(field(variant, "old_price")),
    ),
    tax_rate: first<number | null>(
      top(rec, "tax_rate", num),
      num(field(priceMaster, "tax_rate")),
      num(field(self, "tax_rate")),
    ),
    category_name: first<string | null>(top(rec, "category_name", str), str(field(category, "name"))),
    category_name_lang: first<LocalizedText | null>(
      top(rec, "category_name_lang", localized),
      localized(field(category, "name_lang")),
    ),
    category_id: first<string | null>(top(rec, "category_id", id), id(field(category, "_id"))),
    other_unit_price: unit,
  };
  const businessId = first(field(rec, "business_id"), field(self, "business_id"));
  if (typeof businessId === "string" || (typeof businessId === "number" && Number.isFinite(businessId))) {
    candidate.business_id = businessId;
  }
  const digital = first(field(rec, "is_digital"), field(self, "is_digital"));
  if (typeof digital === "boolean") candidate.is_digital = digital;
  const options = lineOptions(field(rec, "options"));
  const details = lineDetails(field(rec, "details"));
  if (options === null || details === null) return null;
  if (options && options.length > 0) candidate.options = options;
  if (details) candidate.details = details;
  // A ticket's day: kept when it is a day, dropped otherwise (the server has it anyway).
  const visitDate = field(rec, "visit_date");
  if (typeof visitDate === "string" && isIsoDay(visitDate)) candidate.visit_date = visitDate;
  for (const key of Object.keys(candidate)) if (candidate[key] === undefined) delete candidate[key];
  return candidate;
}
