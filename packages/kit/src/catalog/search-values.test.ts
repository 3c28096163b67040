import { PRODUCT_SORTS, productListQuerySchema } from "@storefront/core/contracts/api/catalog";
import { isoDateSchema, MAX_RECORD_ID, recordIdSchema } from "@storefront/core/contracts/api/common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatAttrs,
  parseAttrs,
  validateCategoryBrowserSearch,
  validateProductSearch,
  validateProductsSearch,
  validateSearchPageSearch,
} from "./search-params";
import {
  isIsoDate,
  isProductAttrs,
  isProductSort,
  isRecordId,
  readPageNumber,
  readPriceBound,
  readSearchText,
} from "./search-values";

/**
 * The zod-free readers of the catalogue's URL state against core's schemas, which stay the contract:
 * for arbitrary and near-valid input, each reader (and each `validateSearch` built on them) gives
 * exactly what the schema path gave. A change to a schema that the readers do not follow fails here.
 */

type SafeParser = { safeParse(value: unknown): { success: true; data: unknown } | { success: false } };

const shape = productListQuerySchema.shape;
const RUNS = { numRuns: 2000 };

/** What a schema makes of a value: its output, or undefined when it refuses it. */
function viaZod(schema: SafeParser, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Strings over a small alphabet, so near-valid values come up often. */
function textOf(alphabet: string, maxLength: number) {
  return fc.string({ unit: fc.constantFrom(...alphabet), maxLength });
}

const padded = (value: number, width: number) => String(value).padStart(width, "0");
const throwingValueOf = {
  valueOf() {
    throw new Error("no number");
  },
};

const recordIdText = fc.oneof(
  textOf("0123456789 +-.e", 14),
  fc.integer({ min: MAX_RECORD_ID - 3, max: MAX_RECORD_ID + 3 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 13n }).map(String),
  fc.nat().map((id) => `0${id}`),
  fc.nat().map((id) => ` ${id} `),
  fc.constantFrom("١٢", "１２", "1_000", "0x1F", "1e3", "Infinity", ""),
  fc.string(),
);

const pageValue = fc.oneof(
  fc.integer({ min: -3, max: 100_003 }),
  fc.double(),
  fc.integer({ min: -3, max: 100_003 }).map((page) => ` ${page} `),
  textOf("0123456789 .e+-x", 8),
  fc.constantFrom("0x10", "1e3", "2.0", "2.5", "", " ", "100000", "100001", "١"),
  fc.bigInt({ min: -5n, max: 200_000n }),
  fc.boolean(),
  fc.constantFrom(null, undefined, Symbol("page"), throwingValueOf, [2], [[3]], ["4"], []),
  fc.date(),
  fc.anything({ withNullPrototype: true }),
);

const priceValue = fc.oneof(
  fc.integer({ min: -3, max: 100_000_003 }),
  fc.double(),
  fc.integer({ min: 0, max: 1_000_000 }).map((cents) => (cents / 100).toFixed(2)),
  fc.integer({ min: 0, max: 1_000_000 }).map((mills) => (mills / 1000).toFixed(3)),
  textOf("0123456789 .e+-", 8),
  fc.constantFrom("99.99", "99.999", "0", "-0", "1e3", "100000000", "100000001", "", " ", "١"),
  fc.boolean(),
  fc.constantFrom(null, undefined, Symbol("price"), throwingValueOf, [2], []),
  fc.anything({ withNullPrototype: true }),
);

const slug = textOf("abz09-", 4);
const validAttrs = fc
  .array(fc.tuple(slug, slug), { minLength: 1, maxLength: 8 })
  .map((pairs) => pairs.map(([attribute, value]) => `${attribute}:${value}`).join(","));
/** Valid filters of 482 to 510 characters, around the 500 allowed. */
const longAttrs = fc
  .tuple(fc.integer({ min: 80, max: 83 }), fc.integer({ min: 1, max: 10 }))
  .map(([pairs, tail]) => `${"ab:cd,".repeat(pairs)}x:${"y".repeat(tail)}`);
const attrsText = fc.oneof(validAttrs, longAttrs, textOf("ab09-:,A_ é", 24), fc.string());

const sortValue = fc.oneof(
  fc.constantFrom(...PRODUCT_SORTS),
  fc.constantFrom(...PRODUCT_SORTS).map((sort) => ` ${sort}`),
  fc.constantFrom(...PRODUCT_SORTS).map((sort) => sort.toUpperCase()),
  fc.anything(),
);

const searchText = fc.oneof(
  textOf(" \t\n\u00a0\ufeff\u2028\u3000aé😀", 120),
  fc
    .tuple(textOf(" \t\u00a0", 4), fc.integer({ min: 95, max: 105 }), textOf(" \n\u3000", 4))
    .map(([before, length, after]) => `${before}${"k".repeat(length)}${after}`),
  fc.string(),
);

const isoDayText = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) => `${padded(year, 4)}-${padded(month, 2)}-${padded(day, 2)}`),
  fc.constantFrom("2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "2024-02-30", "0000-01-01"),
  fc.constantFrom("0001-01-01", "2024-1-01", "2024-01-01 ", "2024-01-01\n", "٢٠٢٤-٠١-٠١", "+2024-01-01"),
  textOf("0123456789-", 11),
  fc.string(),
);

describe("the zod-free URL readers agree with core's schemas", () => {
  it("record ids (recordIdSchema)", () => {
    fc.assert(
      fc.property(recordIdText, (text) => {
        expect(isRecordId(text)).toBe(recordIdSchema.safeParse(text).success);
      }),
      RUNS,
    );
  });

  it("page numbers (the list query's coerced `page`)", () => {
    fc.assert(
      fc.property(pageValue, (value) => {
        expect(readPageNumber(value)).toBe(viaZod(shape.page, value));
      }),
      RUNS,
    );
  });

  it("price bounds (the list query's coerced `min_price` and `max_price`)", () => {
    fc.assert(
      fc.property(priceValue, (value) => {
        expect(readPriceBound(value)).toBe(viaZod(shape.min_price, value));
        expect(readPriceBound(value)).toBe(viaZod(shape.max_price, value));
      }),
      RUNS,
    );
  });

  it("attribute filters (`attrs`)", () => {
    fc.assert(
      fc.property(attrsText, (text) => {
        expect(isProductAttrs(text)).toBe(shape.attrs.safeParse(text).success);
      }),
      RUNS,
    );
  });

  it("sort orders (`sort`)", () => {
    fc.assert(
      fc.property(sortValue, (value) => {
        expect(isProductSort(value) ? value : undefined).toBe(viaZod(shape.sort, value));
      }),
      RUNS,
    );
  });

  it("text searches (`key`, trimmed)", () => {
    fc.assert(
      fc.property(searchText, (text) => {
        expect(readSearchText(text)).toBe(viaZod(shape.key, text));
      }),
      RUNS,
    );
  });

  it("calendar days (isoDateSchema)", () => {
    fc.assert(
      fc.property(isoDayText, (text) => {
        expect(isIsoDate(text)).toBe(isoDateSchema.safeParse(text).success);
      }),
      RUNS,
    );
  });

  it("sees the near-valid values the properties are built around", () => {
    expect([isRecordId(String(MAX_RECORD_ID)), isRecordId(String(MAX_RECORD_ID + 1))]).toEqual([true, false]);
    expect([readPageNumber(" 2 "), readPageNumber("2.5"), readPageNumber(true)]).toEqual([2, undefined, 1]);
    expect([isIsoDate("2024-02-29"), isIsoDate("2023-02-29"), isIsoDate("0000-01-01")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

/** Today's `validateSearch` path, on core's zod schemas: the reference the readers must match. */
const zodPath = {
  first: (value: unknown) => (Array.isArray(value) ? value[0] : value),
  recordId(value: unknown): number | undefined {
    const raw = zodPath.first(value);
    if (typeof raw !== "string" && typeof raw !== "number") return undefined;
    const text = String(raw).trim();
    return viaZod(recordIdSchema, text) === undefined ? undefined : Number(text);
  },
  text(value: unknown): string | undefined {
    const raw = zodPath.first(value);
    if (typeof raw !== "string" && typeof raw !== "number") return undefined;
    return (viaZod(shape.key, String(raw)) as string | undefined) || undefined;
  },
  products(search: Record<string, unknown>) {
    const page = viaZod(shape.page, zodPath.first(search.page)) as number | undefined;
    const attrs = zodPath.first(search.attrs);
    const valid = typeof attrs === "string" ? (viaZod(shape.attrs, attrs) as string | undefined) : undefined;
    return {
      category_id: zodPath.recordId(search.category_id),
      vendor_id: zodPath.recordId(search.vendor_id),
      attrs: valid === undefined ? undefined : formatAttrs(parseAttrs(valid)),
      sort: viaZod(shape.sort, zodPath.first(search.sort)),
      key: zodPath.text(search.key),
      key_word_id: zodPath.recordId(search.key_word_id),
      min_price: viaZod(shape.min_price, zodPath.first(search.min_price)),
      max_price: viaZod(shape.max_price, zodPath.first(search.max_price)),
      page: page !== undefined && page > 1 ? page : undefined,
    };
  },
  product(search: Record<string, unknown>) {
    const day = zodPath.first(search.visit_date);
    return {
      variant_id: zodPath.recordId(search.variant_id),
      visit_date: typeof day === "string" ? viaZod(isoDateSchema, day) : undefined,
    };
  },
};

/** A URL value as the router hands it over: a scalar, sometimes a list of them. */
function urlValue(scalar: fc.Arbitrary<unknown>) {
  return fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
}

const anyRecordId = fc.oneof(recordIdText, fc.integer(), fc.double(), fc.anything());
const productsSearch = fc.record(
  {
    page: urlValue(pageValue),
    category_id: urlValue(anyRecordId),
    vendor_id: urlValue(anyRecordId),
    attrs: urlValue(fc.oneof(attrsText, fc.anything())),
    sort: urlValue(sortValue),
    key: urlValue(fc.oneof(searchText, fc.integer(), fc.double(), fc.anything())),
    key_word_id: urlValue(anyRecordId),
    min_price: urlValue(priceValue),
    max_price: urlValue(priceValue),
    variant_id: urlValue(anyRecordId),
    visit_date: urlValue(fc.oneof(isoDayText, fc.anything())),
  },
  { requiredKeys: [] },
);

describe("the catalogue's validateSearch functions give what the zod path gave", () => {
  it("on /products, a product page, /search and /category", () => {
    fc.assert(
      fc.property(productsSearch, (search) => {
        const products = zodPath.products(search);
        expect(validateProductsSearch(search)).toStrictEqual(products);
        expect(validateProductSearch(search)).toStrictEqual(zodPath.product(search));
        expect(validateSearchPageSearch(search)).toStrictEqual({
          key: products.key,
          key_word_id: products.key_word_id,
        });
        expect(validateCategoryBrowserSearch(search)).toStrictEqual({ category_id: products.category_id });
      }),
      RUNS,
    );
  });
});
