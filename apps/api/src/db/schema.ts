/**
 * The database schema (drizzle, Postgres dialect). Every tenant-owned row carries `tenant_id`
 * and every query filters on it. Money is integer minor units (`*_minor`); the wire format's
 * decimals are produced only at the API boundary (`src/lib/money.ts`).
 */
import type { LineDetails } from "@storefront/core/cart";
import type { BusinessOverrides } from "@storefront/core/contracts/business-overrides";
import type { WeeklyHours } from "@storefront/core/contracts/partner";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

type Lang = Record<string, string>;

/** An option ordered with a line: a menu item's size or extra (with its group), or a product's unit. */
export interface OrderLineOption {
  id: string;
  name: string;
  price: number;
  group_id?: string | null;
  name_lang?: Lang | null;
}

// Column groups every table repeats, written once. They build exactly the columns they replace
// (`drizzle-kit generate` finds no change), in the same order.

/** When the row was created. */
const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
/** The owning partner: deleting a partner deletes its rows. */
const tenantId = () =>
  integer("tenant_id")
    .notNull()
    .references(() => partners.id, { onDelete: "cascade" });
/** The first columns of a tenant's table: its serial id and its partner. */
const tenantRow = () => ({ id: serial("id").primaryKey(), tenantId: tenantId() });
/** The customer a row belongs to: deleting the customer deletes it. */
const customerId = () =>
  integer("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" });
/** Translations of a text column by locale (`{ en, ar }`): the `*_lang` twin of `name`, `title`… */
const lang = (name: string) => jsonb(name).$type<Lang>();
/** Display order among siblings (0 first). */
const position = () => integer("position").notNull().default(0);
/** An amount in integer minor units (halalas, fils…), never a float; the name says so. */
const money = (name: `${string}_minor`) => integer(name);

type Translated<K extends string, T> = { [P in K]: T } & { [P in `${K}Lang`]: ReturnType<typeof lang> };
const requiredText = (name: string) => text(name).notNull();

/** A required text column and its translations: `name` + `name_lang`. */
function textWithLang<K extends string>(key: K): Translated<K, ReturnType<typeof requiredText>> {
  return { [key]: requiredText(key), [`${key}Lang`]: lang(`${key}_lang`) } as Translated<
    K,
    ReturnType<typeof requiredText>
  >;
}

/** An optional text column and its translations: `description` + `description_lang`. */
function optionalTextWithLang<K extends string>(key: K): Translated<K, ReturnType<typeof text>> {
  return { [key]: text(key), [`${key}Lang`]: lang(`${key}_lang`) } as Translated<K, ReturnType<typeof text>>;
}

/** Tenants: one row per partner, resolved from the request host. */
export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    businessId: integer("business_id").notNull().unique(),
    ...textWithLang("name"),
    type: text("type").notNull(),
    /** Publishable token: it is in every page of the partner, so it is stored as is. */
    accessToken: text("access_token").notNull().unique(),
    url: text("url").notNull(),
    brandVariant: text("brand_variant").notNull().default("storefront"),
    rootRedirectLocale: text("root_redirect_locale"),
    isAdventurePark: boolean("is_adventure_park").notNull().default(false),
    isSugar: boolean("is_sugar").notNull().default(false),
    ecomLogo: text("ecom_logo"),
    color: text("color").notNull().default("#2563eb"),
    currency: text("currency").notNull().default("SAR"),
    /** IANA time zone of the partner's opening hours, slots and appointments. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Where the partner receives its customers (shown with a booking, on the contact page). */
    ...optionalTextWithLang("address"),
    /** How shoppers reach it: a phone number as dialled, an e-mail address, a map link (https). */
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    mapUrl: text("map_url"),
    /** Its weekly opening hours and, when narrower, the hours it takes orders (core's `weeklyHoursSchema`). */
    openingHours: jsonb("opening_hours").$type<WeeklyHours>(),
    orderingHours: jsonb("ordering_hours").$type<WeeklyHours>(),
    cmsConfig: jsonb("cms_config").$type<Record<string, string>>().notNull().default({}),
    /**
     * What this business changes of its partner type's storefront (hidden routes, link labels, the
     * home's sections; decision 0027). Null for none. Written only through `businessOverridesSchema`.
     */
    businessOverrides: jsonb("business_overrides").$type<BusinessOverrides>(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "partners_business_overrides_object",
      sql`${t.businessOverrides} is null or jsonb_typeof(${t.businessOverrides}) = 'object'`,
    ),
  ],
);

export const categories = pgTable(
  "categories",
  {
    ...tenantRow(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull(),
    ...textWithLang("name"),
    color: text("color").notNull().default("#64748b"),
    featured: boolean("featured").notNull().default(false),
    position: position(),
  },
  (t) => [uniqueIndex("categories_tenant_slug").on(t.tenantId, t.slug)],
);

export const attributes = pgTable(
  "attributes",
  {
    ...tenantRow(),
    slug: text("slug").notNull(),
    ...textWithLang("name"),
  },
  (t) => [uniqueIndex("attributes_tenant_slug").on(t.tenantId, t.slug)],
);

export const attributeValues = pgTable(
  "attribute_values",
  {
    ...tenantRow(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    ...textWithLang("name"),
    position: position(),
  },
  (t) => [
    uniqueIndex("attribute_values_attr_slug").on(t.attributeId, t.slug),
    // Every product answer loads the tenant's attribute values.
    index("attribute_values_tenant").on(t.tenantId, t.attributeId, t.position),
  ],
);

export const vendors = pgTable("vendors", {
  ...tenantRow(),
  slug: text("slug").notNull(),
  ...textWithLang("name"),
  ...optionalTextWithLang("description"),
  color: text("color").notNull().default("#0f766e"),
  rating: real("rating").notNull().default(4.5),
});

export const products = pgTable(
  "products",
  {
    ...tenantRow(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    sku: text("sku").notNull(),
    ...textWithLang("name"),
    ...optionalTextWithLang("description"),
    /** product | offering (divine) | ticket (adventure park) | digital */
    kind: text("kind").notNull().default("product"),
    isDigital: boolean("is_digital").notNull().default(false),
    color: text("color").notNull().default("#2563eb"),
    taxRateBp: integer("tax_rate_bp").notNull().default(1500),
    featured: boolean("featured").notNull().default(false),
    /** Lowest variant price, kept in step by the seed and used to sort and filter. */
    priceMinor: money("price_minor").notNull().default(0),
    defaultVariantId: integer("default_variant_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // One index per order the product list sorts in, alone and within a category or a vendor: a
    // page is then read off the index in order (keyset, `after`), whatever the catalogue's size.
    // `id` breaks ties in every sort, so the index gives the exact order.
    index("products_tenant_created").on(t.tenantId, t.createdAt, t.id),
    index("products_tenant_price").on(t.tenantId, t.priceMinor, t.id),
    index("products_tenant_name").on(t.tenantId, t.name, t.id),
    index("products_tenant_category_created").on(t.tenantId, t.categoryId, t.createdAt, t.id),
    index("products_tenant_category_price").on(t.tenantId, t.categoryId, t.priceMinor, t.id),
    index("products_tenant_category_name").on(t.tenantId, t.categoryId, t.name, t.id),
    index("products_tenant_vendor_created").on(t.tenantId, t.vendorId, t.createdAt, t.id),
    // The sitemap walks a tenant's products in id order.
    index("products_tenant_id").on(t.tenantId, t.id),
  ],
);

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What product search matches, one row per product, kept by triggers (migration 0009) from the
 * product, its variants and the names of its category, vendor and attribute values: the weighted
 * document, and the product's names normalised as search compares them (exact, prefix and typo
 * matches). Its own table, so a refresh rewrites a narrow row, not a product with its indexes.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    tenantId: integer("tenant_id").notNull(),
    doc: tsvector("doc").notNull(),
    nameKey: text("name_key").notNull(),
    nameArKey: text("name_ar_key").notNull(),
  },
  (t) => [
    index("product_search_doc").using("gin", t.doc),
    index("product_search_name_key").on(t.tenantId, t.nameKey.op("text_pattern_ops")),
    index("product_search_name_ar_key").on(t.tenantId, t.nameArKey.op("text_pattern_ops")),
    index("product_search_name_trigrams").using(
      "gin",
      t.nameKey.op("gin_trgm_ops"),
      t.nameArKey.op("gin_trgm_ops"),
    ),
  ],
);

/**
 * How many products a tenant has per category, vendor, kind and featured flag, kept by triggers on
 * `products` (migration 0008) in the transaction of the write: list totals and category counts are
 * a sum over a few rows instead of a count over the catalogue. `0` stands for no category / vendor.
 */
export const productCounts = pgTable(
  "product_counts",
  {
    tenantId: integer("tenant_id").notNull(),
    categoryId: integer("category_id").notNull(),
    vendorId: integer("vendor_id").notNull(),
    kind: text("kind").notNull(),
    featured: boolean("featured").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.categoryId, t.vendorId, t.kind, t.featured] })],
);

export const productVariants = pgTable(
  "product_variants",
  {
    ...tenantRow(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    ...optionalTextWithLang("name"),
    priceMinor: money("price_minor").notNull(),
    oldPriceMinor: money("old_price_minor"),
    /** Attribute slug → value slug, e.g. `{ "size": "m", "colour": "red" }`. */
    attributeValues: jsonb("attribute_values").$type<Record<string, string>>().notNull().default({}),
    position: position(),
  },
  (t) => [index("product_variants_product").on(t.productId)],
);

/**
 * Stock per variant, its own table so stock changes never rewrite catalogue rows. In the variant's
 * base unit (a kilogram of apples), with three decimals: a piece sold at a multiplier of 0.25 takes
 * exactly 0.25 off.
 */
export const stockLevels = pgTable("stock_levels", {
  variantId: integer("variant_id")
    .primaryKey()
    .references(() => productVariants.id, { onDelete: "cascade" }),
  tenantId: tenantId(),
  quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull().default(0),
});

/**
 * One row per tenant whose catalogue changed at least once: `version` is bumped by triggers
 * (migration 0002) in the same transaction as any write to the tables product answers are built
 * from, so the catalogue cache (src/services/catalog-cache.ts) can check it is current with one
 * indexed lookup. No foreign key on purpose: the triggers also fire for the cascaded deletes of a
 * partner being deleted, when its row is already gone.
 */
export const catalogVersions = pgTable("catalog_versions", {
  tenantId: integer("tenant_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** Alternative units a product is sold in: per kg, per piece, per box… */
export const otherUnitPrices = pgTable(
  "other_unit_prices",
  {
    ...tenantRow(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    ...textWithLang("name"),
    priceMinor: money("price_minor").notNull(),
    multiplier: real("multiplier").notNull().default(1),
  },
  (t) => [index("other_unit_prices_product").on(t.productId)],
);

/**
 * A tenant's selling price groups (spec §3 `selling_price_group_id` on the user): named price lists
 * such as "Wholesale". A customer in a group is charged the group's price for every variant: its
 * row in `price_group_prices` when there is one, else the list price less `percent_off_bp`
 * (which also applies to other-unit prices). Guests and customers without a group pay list prices.
 */
export const priceGroups = pgTable(
  "price_groups",
  {
    ...tenantRow(),
    ...textWithLang("name"),
    /** Basis points off the list price where the group names no price of its own (0–10000). */
    percentOffBp: integer("percent_off_bp").notNull().default(0),
  },
  (t) => [check("price_groups_percent_off", sql`${t.percentOffBp} between 0 and 10000`)],
);

/** A price group's own price of a variant (tax inclusive, minor units), overriding its percentage. */
export const priceGroupPrices = pgTable(
  "price_group_prices",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => priceGroups.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    tenantId: tenantId(),
    priceMinor: money("price_minor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.variantId] }),
    check("price_group_prices_not_negative", sql`${t.priceMinor} >= 0`),
  ],
);

export const searchKeywords = pgTable("search_keywords", {
  ...tenantRow(),
  ...textWithLang("keyword"),
  categoryId: integer("category_id"),
});

export const customers = pgTable(
  "customers",
  {
    ...tenantRow(),
    name: text("name").notNull(),
    lastName: text("last_name"),
    email: text("email").notNull().default(""),
    phone: text("phone"),
    countryCode: text("country_code"),
    passwordHash: text("password_hash"),
    isGuest: boolean("is_guest").notNull().default(false),
    isVendor: boolean("is_vendor").notNull().default(false),
    vendorId: integer("vendor_id"),
    avatar: text("avatar"),
    /** The customer's price group; the server checks it is the same tenant's before using it. */
    sellingPriceGroupId: integer("selling_price_group_id").references(() => priceGroups.id, {
      onDelete: "set null",
    }),
    socialProvider: text("social_provider"),
    socialId: text("social_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customers_tenant_email").on(t.tenantId, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    uniqueIndex("customers_tenant_phone")
      .on(t.tenantId, t.phone)
      .where(sql`${t.phone} is not null and ${t.isGuest} = false`),
    uniqueIndex("customers_tenant_social").on(t.tenantId, t.socialProvider, t.socialId),
  ],
);

/**
 * A partner's staff keys (staff calls: `X-Staff-Key`), issued by the operator (`pnpm staff-key`):
 * only the SHA-256 of the key is stored; a revoked key stops working.
 */
export const staffKeys = pgTable("staff_keys", {
  ...tenantRow(),
  keyHash: text("key_hash").notNull().unique(),
  /** Who or what holds it ("Counter", "Kitchen screen"). */
  label: text("label").notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Customer sessions: only the SHA-256 of the random token is stored. */
export const sessions = pgTable("sessions", {
  ...tenantRow(),
  customerId: customerId(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Password-reset tokens (SHA-256 only); `used_at` is set when one is used or voided. */
export const passwordResets = pgTable(
  "password_resets",
  {
    ...tenantRow(),
    customerId: customerId(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One live token per account: a new request replaces the older one (an upsert on this index).
  (t) => [uniqueIndex("password_resets_one_live").on(t.customerId).where(sql`${t.usedAt} is null`)],
);

/**
 * Login attempts per bucket (an account from one address, or one address), counted before the
 * password is checked. Past a few free attempts each one pushes `blocked_until` further (1 s, 2 s,
 * 4 s…): progressive delays, not a lock-out; forgotten after a quiet window (`forget_at`).
 */
export const loginThrottles = pgTable("login_throttles", {
  bucket: text("bucket").primaryKey(),
  attempts: integer("attempts").notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
  forgetAt: timestamp("forget_at", { withTimezone: true }).notNull(),
});

/** Fixed-window counters for rate limits, shared by every server instance on the database. */
export const rateLimits = pgTable("rate_limits", {
  bucket: text("bucket").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const addresses = pgTable(
  "addresses",
  {
    ...tenantRow(),
    customerId: customerId(),
    label: text("label"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    countryCode: text("country_code"),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    region: text("region"),
    postalCode: text("postal_code"),
    country: text("country").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_customer").on(t.customerId)],
);

export const carts = pgTable(
  "carts",
  {
    ...tenantRow(),
    customerId: customerId(),
    /** open | ordered */
    status: text("status").notNull().default("open"),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("carts_one_open_per_customer").on(t.customerId).where(sql`${t.status} = 'open'`)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    ...tenantRow(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** The product of a shop line; null on a menu line. */
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    /** The menu item of a restaurant's line; null on a shop line. */
    menuItemId: integer("menu_item_id").references(() => menuItems.id, { onDelete: "cascade" }),
    variantId: integer("variant_id"),
    otherUnitPriceId: integer("other_unit_price_id"),
    /** The chosen option ids (menu items), sorted. */
    optionIds: jsonb("option_ids").$type<string[]>().notNull().default([]),
    /** The shopper's details (note, for_name, date). */
    details: jsonb("details").$type<LineDetails>().notNull().default({}),
    /**
     * The line's identity, core's `lineKeyString` (product, unit, options, details): the one rule
     * that says when two writes are the same line, on the client and here.
     */
    lineKey: text("line_key").notNull(),
    qty: integer("qty").notNull(),
    visitDate: date("visit_date"),
    createdAt: createdAt(),
  },
  // A line's identity is core's lineKeyString (product, variant and unit ids, then the options and
  // details of a menu line), stored as line_key: one rule for client and server (decision 0020).
  (t) => [
    unique("cart_lines_identity").on(t.cartId, t.lineKey),
    check("cart_lines_one_item", sql`num_nonnulls(${t.productId}, ${t.menuItemId}) = 1`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    ...tenantRow(),
    customerId: customerId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id"),
    otherUnitPriceId: integer("other_unit_price_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("wishlist_items_line_key")
      .on(t.customerId, t.productId, t.variantId, t.otherUnitPriceId)
      .nullsNotDistinct(),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    ...tenantRow(),
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
    /** percent (value in basis points) | fixed (value in minor units) */
    discountType: text("discount_type").notNull(),
    discountValue: integer("discount_value").notNull(),
    /** ISO weekdays as strings, "1" (Monday) … "7" (Sunday); empty = every day. */
    days: jsonb("days").$type<string[]>().notNull().default([]),
    endDate: date("end_date"),
    minCartMinor: money("min_cart_minor"),
    /** Orders the coupon may be used on in all; null = no limit. */
    maxUses: integer("max_uses"),
    /** Orders one customer may use it on; null = no limit. */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
  },
  (t) => [uniqueIndex("coupons_tenant_code").on(t.tenantId, t.code)],
);

/** One row per order a coupon was used on: what the usage limits count. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    ...tenantRow(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** SHA-256 of tenant and client address: once-per-customer coupons are limited per connection. */
    clientKey: text("client_key"),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("coupon_redemptions_coupon_customer").on(t.couponId, t.customerId),
    index("coupon_redemptions_coupon_client").on(t.couponId, t.clientKey, t.createdAt),
  ],
);

export const orders = pgTable(
  "orders",
  {
    ...tenantRow(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    orderRef: text("order_ref").notNull().unique(),
    cartId: integer("cart_id"),
    /** shop | kiosk | table | sugar (core ORDER_CHANNELS) */
    channel: text("channel").notNull().default("shop"),
    /** placed | paid | processing | shipped | delivered | cancelled */
    status: text("status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    /** paid | pending (cash on delivery) */
    paymentStatus: text("payment_status").notNull(),
    deliveryMethod: text("delivery_method").notNull(),
    address: jsonb("address").$type<Record<string, unknown> | null>(),
    couponCode: text("coupon_code"),
    subtotalMinor: money("subtotal_minor").notNull(),
    discountMinor: money("discount_minor").notNull().default(0),
    deliveryMinor: money("delivery_minor").notNull().default(0),
    taxMinor: money("tax_minor").notNull().default(0),
    totalMinor: money("total_minor").notNull(),
    currency: text("currency").notNull(),
    note: text("note"),
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    /** A restaurant order's step in the kitchen: received | preparing | ready | collected; else null. */
    kitchenStatus: text("kitchen_status"),
    /** The hash of the tenant and the `X-Device-Id` that placed it (kiosk, table), or null. */
    deviceKey: text("device_key"),
    createdAt: createdAt(),
  },
  (t) => [
    // A cart is ordered at most once.
    uniqueIndex("orders_cart_once").on(t.cartId).where(sql`${t.cartId} is not null`),
    index("orders_customer").on(t.tenantId, t.customerId, t.createdAt),
    // The staff's order lists, by channel (`GET /staff/orders?channel=kiosk`).
    index("orders_tenant_channel").on(t.tenantId, t.channel, t.createdAt),
  ],
);

export const orderLines = pgTable("order_lines", {
  ...tenantRow(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  productId: integer("product_id"),
  variantId: integer("variant_id"),
  otherUnitPriceId: integer("other_unit_price_id"),
  menuItemId: integer("menu_item_id"),
  vendorId: integer("vendor_id"),
  ...textWithLang("name"),
  sku: text("sku"),
  image: text("image"),
  options: jsonb("options").$type<OrderLineOption[]>().notNull().default([]),
  /** The shopper's details of the line (note, for_name, date), or null. */
  details: jsonb("details").$type<LineDetails | null>(),
  qty: integer("qty").notNull(),
  unitPriceMinor: money("unit_price_minor").notNull(),
  lineTotalMinor: money("line_total_minor").notNull(),
});

export const orderEvents = pgTable("order_events", {
  ...tenantRow(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  note: text("note"),
  at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
});

/**
 * One row per `Idempotency-Key`: the first request inserts it and stores its answer; a repeat gets
 * the stored answer. The scope is the caller: `customer:<id>`, or `device:<X-Device-Id>` for an
 * anonymous kiosk or table order (never tenant-wide: one caller cannot replay another's key).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    ...tenantRow(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    orderId: integer("order_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_unique").on(t.tenantId, t.scope, t.key)],
);

export const returns = pgTable("returns", {
  ...tenantRow(),
  customerId: customerId(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  returnRef: text("return_ref").notNull().unique(),
  /** requested | approved | received | refunded | rejected */
  status: text("status").notNull().default("requested"),
  reason: text("reason").notNull(),
  note: text("note"),
  refundMinor: money("refund_minor").notNull().default(0),
  createdAt: createdAt(),
});

export const returnLines = pgTable("return_lines", {
  ...tenantRow(),
  returnId: integer("return_id")
    .notNull()
    .references(() => returns.id, { onDelete: "cascade" }),
  orderLineId: integer("order_line_id")
    .notNull()
    .references(() => orderLines.id, { onDelete: "cascade" }),
  qty: integer("qty").notNull(),
});

export const services = pgTable("services", {
  ...tenantRow(),
  ...textWithLang("name"),
  ...optionalTextWithLang("description"),
  category: text("category"),
  durationMin: integer("duration_min").notNull(),
  priceMinor: money("price_minor").notNull(),
  color: text("color").notNull().default("#db2777"),
});

/** Stylists (salon) and doctors (hospital). */
export const staff = pgTable("staff", {
  ...tenantRow(),
  ...textWithLang("name"),
  ...optionalTextWithLang("title"),
  /** stylist | doctor */
  kind: text("kind").notNull(),
  color: text("color").notNull().default("#7c3aed"),
});

export const staffServices = pgTable(
  "staff_services",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    tenantId: tenantId(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.serviceId] })],
);

/** Weekly working hours from which bookable slots are cut: weekday 1 (Monday) … 7, minutes of day. */
export const slots = pgTable("slots", {
  ...tenantRow(),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" }),
  weekday: integer("weekday").notNull(),
  startMinute: integer("start_minute").notNull(),
  endMinute: integer("end_minute").notNull(),
  stepMinutes: integer("step_minutes").notNull().default(30),
});

export const appointments = pgTable(
  "appointments",
  {
    ...tenantRow(),
    customerId: customerId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** booked | cancelled | completed */
    status: text("status").notNull().default("booked"),
    /** What is left to pay at the visit, after the offer, the voucher or the plan session. */
    priceMinor: money("price_minor").notNull(),
    /** The service's price when booked. */
    listPriceMinor: money("list_price_minor").notNull().default(0),
    discountMinor: money("discount_minor").notNull().default(0),
    voucherMinor: money("voucher_minor").notNull().default(0),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    voucherCodeId: integer("voucher_code_id"),
    customerPlanId: integer("customer_plan_id"),
    note: text("note"),
    /**
     * SHA-256 of tenant and client address, and of tenant and `X-Device-Id` (null without one), of
     * the booking: upcoming appointments are capped per device and per address too.
     */
    clientKey: text("client_key"),
    deviceKey: text("device_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("appointments_customer_open").on(t.tenantId, t.customerId, t.status, t.startsAt),
    index("appointments_client_open").on(t.clientKey, t.status, t.startsAt),
    index("appointments_device_open").on(t.deviceKey, t.status, t.startsAt),
    // No double booking of one person at one time.
    uniqueIndex("appointments_no_double_booking")
      .on(t.tenantId, t.staffId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
  ],
);

export const offers = pgTable("offers", {
  ...tenantRow(),
  ...textWithLang("title"),
  ...optionalTextWithLang("description"),
  serviceId: integer("service_id"),
  discountBp: integer("discount_bp").notNull(),
  validUntil: date("valid_until"),
  /** ISO weekdays (1 Monday … 7 Sunday) the offer applies on; null: every day. */
  weekdays: jsonb("weekdays").$type<number[]>(),
  /** The offer applies to appointments starting before this minute of the local day; null: any time. */
  startsBeforeMinute: integer("starts_before_minute"),
  color: text("color").notNull().default("#ea580c"),
});

/** Days a salon or hospital is closed (holidays), in its time zone. */
export const closedDays = pgTable(
  "closed_days",
  {
    ...tenantRow(),
    day: date("day").notNull(),
    ...optionalTextWithLang("reason"),
  },
  (t) => [uniqueIndex("closed_days_tenant_day").on(t.tenantId, t.day)],
);

export const paidPlans = pgTable("paid_plans", {
  ...tenantRow(),
  ...textWithLang("name"),
  ...optionalTextWithLang("description"),
  priceMinor: money("price_minor").notNull(),
  sessions: integer("sessions").notNull(),
  validityDays: integer("validity_days").notNull(),
  /** The services a session pays for; null: any service. */
  serviceIds: jsonb("service_ids").$type<number[]>(),
});

/** A paid plan a customer bought: its sessions left, until when. */
export const customerPlans = pgTable("customer_plans", {
  ...tenantRow(),
  customerId: customerId(),
  planId: integer("plan_id")
    .notNull()
    .references(() => paidPlans.id, { onDelete: "cascade" }),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  sessions: integer("sessions").notNull(),
  sessionsLeft: integer("sessions_left").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const vouchers = pgTable("vouchers", {
  ...tenantRow(),
  ...textWithLang("name"),
  valueMinor: money("value_minor").notNull(),
  priceMinor: money("price_minor").notNull(),
  validityDays: integer("validity_days").notNull(),
});

/**
 * A gift voucher sold: its code pays a booking or an order once (`redeemed_at` is set by a
 * conditional update, so two redemptions at once cannot both win).
 */
export const voucherCodes = pgTable(
  "voucher_codes",
  {
    ...tenantRow(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    valueMinor: money("value_minor").notNull(),
    /** Who bought it (anyone holding the code may redeem it). */
    customerId: customerId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("voucher_codes_tenant_code").on(t.tenantId, t.code)],
);

/** A customer asks to be called back at a time (a clinic's "call me back"). */
export const callbackRequests = pgTable("callback_requests", {
  ...tenantRow(),
  customerId: customerId(),
  phone: text("phone").notNull(),
  countryCode: text("country_code"),
  preferredAt: timestamp("preferred_at", { withTimezone: true }).notNull(),
  note: text("note"),
  /** requested | called */
  status: text("status").notNull().default("requested"),
  createdAt: createdAt(),
});

export const menus = pgTable("menus", {
  ...tenantRow(),
  ...textWithLang("name"),
  position: position(),
});

export const menuItems = pgTable("menu_items", {
  ...tenantRow(),
  menuId: integer("menu_id")
    .notNull()
    .references(() => menus.id, { onDelete: "cascade" }),
  ...textWithLang("name"),
  ...optionalTextWithLang("description"),
  priceMinor: money("price_minor").notNull(),
  available: boolean("available").notNull().default(true),
  color: text("color").notNull().default("#b45309"),
  position: position(),
});

export const menuOptionGroups = pgTable("menu_option_groups", {
  ...tenantRow(),
  itemId: integer("item_id")
    .notNull()
    .references(() => menuItems.id, { onDelete: "cascade" }),
  ...textWithLang("name"),
  minSelect: integer("min_select").notNull().default(0),
  maxSelect: integer("max_select").notNull().default(1),
});

export const menuItemOptions = pgTable("menu_item_options", {
  ...tenantRow(),
  groupId: integer("group_id")
    .notNull()
    .references(() => menuOptionGroups.id, { onDelete: "cascade" }),
  ...textWithLang("name"),
  priceMinor: money("price_minor").notNull().default(0),
});

export const pages = pgTable(
  "pages",
  {
    ...tenantRow(),
    name: text("name").notNull(),
    ...textWithLang("title"),
    ...textWithLang("html"),
    position: position(),
  },
  (t) => [uniqueIndex("pages_tenant_name").on(t.tenantId, t.name)],
);

export const banners = pgTable("banners", {
  ...tenantRow(),
  ...textWithLang("title"),
  ...optionalTextWithLang("subtitle"),
  link: text("link"),
  color: text("color").notNull().default("#1d4ed8"),
  position: position(),
});

/** Home page rails: a titled row of products (featured, newest, or one category). */
export const homeRails = pgTable("home_rails", {
  ...tenantRow(),
  ...textWithLang("title"),
  /** featured | newest | category */
  kind: text("kind").notNull(),
  categoryId: integer("category_id"),
  position: position(),
});

/** The customer's ledger: debits (orders, purchases) and credits (payments, refunds, vouchers). */
export const statementEntries = pgTable(
  "statement_entries",
  {
    ...tenantRow(),
    customerId: customerId(),
    /** order | payment | refund | voucher | adjustment */
    kind: text("kind").notNull(),
    ref: text("ref"),
    ...textWithLang("description"),
    debitMinor: money("debit_minor").notNull().default(0),
    creditMinor: money("credit_minor").notNull().default(0),
    entryDate: date("entry_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("statement_customer_date").on(t.tenantId, t.customerId, t.entryDate)],
);
