/**
 * Test support of the account area (not exported from the package entry): a fake account API at
 * the network boundary — a `fetch` that answers like the reference server, with demo-like data —
 * and everything needed to render the account routes in a memory router.
 */
import { I18nProvider } from "@lingui/react";
import type { FetchInit, FetchLike, ResponseLike } from "@storefront/core/api";
import type { Address } from "@storefront/core/contracts/api/account";
import type { Partner, PartnerType } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import { directionOf, type Locale, localizePath } from "@storefront/core/locale";
import { createMemoryStorage } from "@storefront/core/storage";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, vi } from "vitest";
import { StorefrontProviders } from "../api/providers";
import { createStorefrontServices } from "../api/services";
import { addressesFixture } from "../checkout/checkout-fixtures.test-support";
import { NotFoundPage, RouteErrorPage } from "../errors/error-page";
import { createI18n, loadKitCatalog } from "../i18n";
import { createLocaleActivator } from "../locale/locale-activator";
import { PartnerProvider } from "../partner";
import { localeRewrite } from "../routing/locale-rewrite";
import type { Appointment, OrderDetail, Profile, ReturnDetail, Statement } from "./queries";
import { createAccountRoutes } from "./routes";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

type StatementEntry = Statement["entries"][number];

/** The data of the fake account API (mutable: the fake server changes it as the real one would). */
export interface AccountData {
  profile: Profile;
  addresses: Address[];
  orders: OrderDetail[];
  vendorOrders: OrderDetail[];
  returns: ReturnDetail[];
  /** Ledger entries without their running balance (the server computes it). */
  entries: Omit<StatementEntry, "balance">[];
  appointments: (Appointment & { scope: "upcoming" | "past" })[];
  cart: unknown[];
}

function order(
  id: number,
  ref: string,
  status: string,
  daysAgo: number,
  lines: Array<{ id: number; product: number; name: string; ar: string; qty: number; price: number }>,
): OrderDetail {
  const subtotal = lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  const created = NOW - daysAgo * DAY;
  return {
    _id: String(id),
    order_ref: ref,
    channel: "shop",
    status,
    payment_status: "paid",
    payment_method: "card",
    delivery_method: "delivery",
    item_count: lines.reduce((sum, line) => sum + line.qty, 0),
    total: subtotal + 15,
    currency: "SAR",
    created_at: iso(created),
    lines: lines.map((line) => ({
      _id: String(line.id),
      product_id: String(line.product),
      variant_id: String(line.product * 10),
      other_unit_price_id: null,
      menu_item_id: null,
      name: line.name,
      name_lang: { en: line.name, ar: line.ar },
      sku: `SKU-${line.product}`,
      image: `/images/variants/${line.product * 10}.svg`,
      options: [],
      details: null,
      qty: line.qty,
      unit_price: line.price,
      line_total: line.qty * line.price,
      returnable_qty: status === "delivered" ? line.qty : 0,
    })),
    totals: { subtotal, discount: 0, delivery: 15, tax: 0, total: subtotal + 15, currency: "SAR" },
    coupon_code: null,
    address: { _id: "1", name: "Sara Al-Harbi", line1: "King Fahd Road 1200", city: "Riyadh", country: "SA" },
    note: null,
    timeline: [
      { status: "placed", at: iso(created), note: null },
      { status: "paid", at: iso(created), note: null },
      { status: "shipped", at: iso(created + DAY), note: null },
      ...(status === "delivered" ? [{ status: "delivered", at: iso(created + 3 * DAY), note: null }] : []),
    ],
    can_return: status === "delivered",
    extra: {},
  };
}

function appointment(
  id: number,
  daysFromNow: number,
  status: Appointment["status"],
  scope: "upcoming" | "past",
): AccountData["appointments"][number] {
  const start = NOW + daysFromNow * DAY;
  const offer = id === 2;
  return {
    _id: String(id),
    service: { _id: "1", name: "Haircut", name_lang: { en: "Haircut", ar: "قص الشعر" } },
    staff: { _id: "1", name: "Layla", name_lang: { en: "Layla", ar: "ليلى" }, kind: "stylist" },
    starts_at: iso(start),
    ends_at: iso(start + 45 * 60_000),
    status,
    price: offer ? 96 : 120,
    pricing: {
      list_price: 120,
      discount: offer ? 24 : 0,
      voucher_amount: 0,
      plan_session: false,
      price: offer ? 96 : 120,
    },
    offer: offer ? { _id: "5", title: "20% off", title_lang: { en: "20% off", ar: "خصم 20٪" } } : null,
    note: status === "booked" ? "First visit" : null,
    can_cancel: status === "booked",
    cancel_until: iso(start - 2 * 3_600_000),
    scope,
  };
}

/** Demo-like data: the seeded demo customer of the reference server (issue 4's demo seed). */
export function demoAccount(overrides: Partial<AccountData> = {}): AccountData {
  const orders = [
    order(103, "SF-260610-C3", "shipped", 16, [
      { id: 5, product: 5, name: "Linen Shirt", ar: "قميص كتان", qty: 1, price: 89 },
    ]),
    order(102, "SF-260529-B2", "delivered", 28, [
      { id: 3, product: 3, name: "Green Tea", ar: "شاي أخضر", qty: 1, price: 25.5 },
      { id: 4, product: 4, name: "Honey Jar", ar: "جرة عسل", qty: 2, price: 40 },
    ]),
    order(101, "SF-260506-A1", "delivered", 40, [
      { id: 1, product: 1, name: "Cotton T-Shirt", ar: "قميص قطني", qty: 1, price: 59 },
      { id: 2, product: 2, name: "Coffee Beans", ar: "حبوب القهوة", qty: 2, price: 45 },
    ]),
  ];
  const first = orders[2]!;
  first.lines[0]!.returnable_qty = 0;
  return {
    profile: {
      _id: "1",
      name: "Sara",
      cust_last_name: "Al-Harbi",
      email: "demo@example.com",
      phone: "500000000",
      country_code_ph1: "966",
      user_name: "demo@example.com",
      avatar: null,
      is_vendor: false,
      is_guest: false,
      selling_price_group_id: null,
    },
    addresses: addressesFixture,
    orders,
    vendorOrders: [],
    returns: [
      {
        _id: "1",
        return_ref: "RT-DEMO-RETAIL",
        order_id: "101",
        order_ref: "SF-260506-A1",
        status: "refunded",
        reason: "damaged",
        refund: 59,
        item_count: 1,
        created_at: iso(NOW - 30 * DAY),
        note: "The box arrived crushed.",
        lines: [
          {
            order_line_id: "1",
            name: "Cotton T-Shirt",
            name_lang: { en: "Cotton T-Shirt", ar: "قميص قطني" },
            image: null,
            qty: 1,
            unit_price: 59,
          },
        ],
      },
    ],
    entries: [
      entry(1, 45, "voucher", "WELCOME-GIFT", "Welcome gift voucher", "قسيمة هدية ترحيبية", 0, 50),
      entry(2, 40, "order", "SF-260506-A1", "Order SF-260506-A1", "طلب SF-260506-A1", 164, 0),
      entry(3, 40, "payment", "SF-260506-A1", "Card payment for SF-260506-A1", "دفع بالبطاقة", 0, 164),
      entry(4, 29, "refund", "RT-DEMO-RETAIL", "Refund for a damaged item", "استرداد لمنتج تالف", 0, 59),
      entry(5, 5, "adjustment", null, "Loyalty points redeemed", "استبدال نقاط الولاء", 20, 0),
    ],
    appointments: [
      appointment(1, 3, "booked", "upcoming"),
      appointment(2, 10, "booked", "upcoming"),
      appointment(3, -7, "cancelled", "past"),
      appointment(4, -14, "completed", "past"),
    ],
    cart: [],
    ...overrides,
  };
}

function entry(
  id: number,
  daysAgo: number,
  kind: StatementEntry["kind"],
  ref: string | null,
  en: string,
  ar: string,
  debit: number,
  credit: number,
): Omit<StatementEntry, "balance"> {
  return {
    _id: String(id),
    date: isoDay(NOW - daysAgo * DAY),
    kind,
    ref,
    description: en,
    description_lang: { en, ar },
    debit,
    credit,
  };
}

/** An empty account: a customer with nothing yet. */
export function emptyAccount(): AccountData {
  return demoAccount({ addresses: [], orders: [], returns: [], entries: [], appointments: [] });
}

/** One request the fake server received. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** Options of the fake server. */
export interface FakeServerOptions {
  /** Requests (`"GET /account/orders"`) answered with a 500. */
  fail?: readonly string[];
  /** Requests (`"GET /account/orders"`) that never answer (to see the loading state). */
  hang?: readonly string[];
}

const PREFIX = "/ecommerce/api/snachoo";

function respond(status: number, body: unknown): ResponseLike {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => JSON.stringify(body),
  };
}
const ok = (data: unknown, status = 200) => respond(status, { status: "success", data });
const error = (status: number, code: string, msg = code) => respond(status, { status: "error", code, msg });

function page<T>(items: T[], query: URLSearchParams) {
  const pageNo = Number(query.get("page") ?? 1);
  const perPage = Number(query.get("per_page") ?? 10);
  return {
    items: items.slice((pageNo - 1) * perPage, pageNo * perPage),
    page: pageNo,
    per_page: perPage,
    total: items.length,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
  };
}

function summaryOf(detail: OrderDetail) {
  const {
    lines: _l,
    totals: _t,
    coupon_code: _c,
    address: _a,
    note: _n,
    timeline: _tl,
    can_return: _r,
    extra: _e,
    ...summary
  } = detail;
  return summary;
}

function returnSummaryOf(detail: ReturnDetail) {
  const { note: _n, lines: _l, ...summary } = detail;
  return summary;
}

/**
 * A `fetch` answering the account calls like the reference server (apps/api routes/account.ts):
 * someone else's record is a 404, only delivered orders are returnable, the statement's balance is
 * credits − debits with the opening balance before `from`.
 */
export function createFakeAccountServer(data: AccountData, options: FakeServerOptions = {}) {
  const calls: RecordedCall[] = [];
  // Mutable: a test can make a call fail, then recover.
  const failing = new Set(options.fail ?? []);
  // The customer tokens the server accepts (a test can revoke them).
  const tokens = new Set(["ct-demo"]);
  const hanging = new Set(options.hang ?? []);
  let nextId = 1000;
  const handle = (method: string, path: string, query: URLSearchParams, body: Record<string, unknown>) => {
    const route = `${method} ${path}`;
    const match = (pattern: RegExp) => pattern.exec(path);
    if (method === "GET" && path === "/account/profile") return ok(data.profile);
    if (method === "PUT" && path === "/account/profile") {
      // A new e-mail or phone needs the current password, as on the real API (issue 17).
      const newLogin =
        (typeof body.email === "string" && body.email !== data.profile.email) ||
        ("phone" in body && (body.phone ?? null) !== data.profile.phone);
      if (newLogin && !body.current_password) return error(422, "current_password_required");
      if (newLogin && body.current_password !== "demo12345") return error(401, "invalid_credentials");
      if (body.email === "taken@example.com") return error(409, "email_taken");
      const next = { ...data.profile };
      if (typeof body.name === "string") next.name = body.name;
      if ("cust_last_name" in body) next.cust_last_name = (body.cust_last_name as string | null) ?? null;
      if (typeof body.email === "string") next.email = body.email;
      if ("phone" in body) next.phone = (body.phone as string | null) ?? null;
      if ("country_code_ph1" in body)
        next.country_code_ph1 = (body.country_code_ph1 as string | null)?.replace(/^\+/, "") ?? null;
      if ("avatar" in body) next.avatar = (body.avatar as string | null) ?? null;
      data.profile = next;
      return ok(next);
    }
    if (method === "POST" && path === "/account/change_password") {
      return body.current_password === "demo12345" ? ok(null) : error(401, "invalid_credentials");
    }
    if (method === "GET" && path === "/account/addresses") {
      return ok([...data.addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default)));
    }
    if (method === "POST" && path === "/account/addresses") {
      const address = { ...(body as unknown as Address), _id: String(nextId++), is_default: false };
      const makeDefault = body.is_default === true || data.addresses.length === 0;
      data.addresses = [
        ...data.addresses.map((a) => ({ ...a, is_default: makeDefault ? false : a.is_default })),
        { ...address, is_default: makeDefault },
      ];
      return ok(address, 201);
    }
    const addressMatch = match(/^\/account\/addresses\/(\d+)(\/default)?$/);
    if (addressMatch) {
      const found = data.addresses.find((a) => a._id === addressMatch[1]);
      if (!found) return error(404, "address_not_found");
      if (method === "DELETE") {
        data.addresses = data.addresses.filter((a) => a !== found);
        if (found.is_default && data.addresses[0]) data.addresses[0].is_default = true;
        return ok(null);
      }
      if (method === "PUT") {
        Object.assign(found, body);
        return ok(found);
      }
      if (method === "POST" && addressMatch[2]) {
        for (const a of data.addresses) a.is_default = a === found;
        return ok(found);
      }
    }
    if (method === "GET" && path === "/account/orders") return ok(page(data.orders.map(summaryOf), query));
    if (method === "GET" && path === "/account/vendor_orders") {
      if (!data.profile.is_vendor) return error(403, "not_a_vendor");
      return ok(page(data.vendorOrders.map(summaryOf), query));
    }
    const orderMatch = match(/^\/account\/orders\/([^/]+)$/);
    if (method === "GET" && orderMatch) {
      const found = data.orders.find((o) => o._id === orderMatch[1] || o.order_ref === orderMatch[1]);
      return found ? ok(found) : error(404, "order_not_found");
    }
    if (method === "GET" && path === "/account/returns")
      return ok(page(data.returns.map(returnSummaryOf), query));
    const returnMatch = match(/^\/account\/returns\/(\d+)$/);
    if (method === "GET" && returnMatch) {
      const found = data.returns.find((r) => r._id === returnMatch[1]);
      return found ? ok(found) : error(404, "return_not_found");
    }
    if (method === "POST" && path === "/account/returns") {
      const found = data.orders.find((o) => o._id === body.order_id);
      if (!found) return error(404, "order_not_found");
      if (!found.can_return) return error(422, "order_not_returnable");
      const wanted = body.lines as Array<{ order_line_id: string; qty: number }>;
      const lines = wanted.map((w) => {
        const line = found.lines.find((l) => l._id === w.order_line_id)!;
        line.returnable_qty -= w.qty;
        return {
          order_line_id: line._id,
          name: line.name,
          name_lang: line.name_lang,
          image: line.image,
          qty: w.qty,
          unit_price: line.unit_price,
        };
      });
      const created: ReturnDetail = {
        _id: String(nextId++),
        return_ref: `RT-NEW-${nextId}`,
        order_id: found._id,
        order_ref: found.order_ref,
        status: "requested",
        reason: body.reason as ReturnDetail["reason"],
        refund: lines.reduce((sum, l) => sum + l.qty * l.unit_price, 0),
        item_count: lines.reduce((sum, l) => sum + l.qty, 0),
        created_at: iso(NOW),
        note: (body.note as string | null) ?? null,
        lines,
      };
      found.can_return = found.lines.some((l) => l.returnable_qty > 0);
      data.returns = [created, ...data.returns];
      return ok(created, 201);
    }
    if (method === "GET" && path === "/account/statement") {
      const from = query.get("from");
      const to = query.get("to");
      if (from && to && from > to) return error(400, "validation_failed");
      let balance = 0;
      for (const e of data.entries)
        if (from && e.date < from) balance += Math.round((e.credit - e.debit) * 100);
      const opening = balance;
      const entries = data.entries
        .filter((e) => (!from || e.date >= from) && (!to || e.date <= to))
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((e) => {
          balance += Math.round((e.credit - e.debit) * 100);
          return { ...e, balance: balance / 100 };
        });
      return ok({
        from,
        to,
        currency: "SAR",
        opening_balance: opening / 100,
        closing_balance: balance / 100,
        entries,
      });
    }
    if (method === "GET" && path === "/account/appointments") {
      const scope = query.get("scope") ?? "all";
      return ok(
        data.appointments.filter((a) => scope === "all" || a.scope === scope).map(({ scope: _s, ...a }) => a),
      );
    }
    // The booking calendar and slots the reschedule dialog reads: ten open days from NOW's, three
    // times a day (09:00, 10:00, 11:00 UTC); a move to 11:00 finds it just taken.
    if (method === "GET" && path === "/booking/calendar") {
      const days = Array.from({ length: 10 }, (_, i) => ({
        date: isoDay(NOW + (i + 1) * DAY),
        state: "open",
        free: 3,
        reason: null,
        reason_lang: null,
      }));
      return ok({
        time_zone: "Asia/Riyadh",
        today: isoDay(NOW),
        last_day: days.at(-1)!.date,
        cancel_notice_hours: 2,
        max_open_appointments: 5,
        location: { name: "Salon", name_lang: null, address: "Olaya Street", address_lang: null },
        days,
      });
    }
    if (method === "GET" && path === "/booking/slots") {
      const day = query.get("date") ?? "";
      return ok(
        [9, 10, 11].map((hour) => ({
          starts_at: `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`,
          ends_at: `${day}T${String(hour).padStart(2, "0")}:45:00.000Z`,
          available: true,
        })),
      );
    }
    const moveMatch = match(/^\/booking\/appointments\/(\d+)\/reschedule$/);
    if (method === "POST" && moveMatch) {
      const found = data.appointments.find((a) => a._id === moveMatch[1]);
      if (!found) return error(404, "appointment_not_found");
      if (!found.can_cancel) return error(409, "not_reschedulable");
      const startsAt = String(body.starts_at);
      if (startsAt.includes("T11:00")) return error(409, "slot_taken");
      found.starts_at = new Date(startsAt).toISOString();
      found.ends_at = iso(Date.parse(startsAt) + 45 * 60_000);
      const { scope: _s, ...answer } = found;
      return ok(answer);
    }
    const cancelMatch = match(/^\/booking\/appointments\/(\d+)\/cancel$/);
    if (method === "POST" && cancelMatch) {
      const found = data.appointments.find((a) => a._id === cancelMatch[1]);
      if (!found) return error(404, "appointment_not_found");
      if (!found.can_cancel) return error(409, "not_cancellable");
      found.status = "cancelled";
      found.can_cancel = false;
      const { scope: _s, ...answer } = found;
      return ok(answer);
    }
    if (method === "GET" && (path === "/get_cart_list" || path === "/get_wish_list"))
      return ok(path === "/get_cart_list" ? data.cart : []);
    if (method === "POST" && path === "/update_cart") {
      const line = {
        product_id: body.product_id,
        variant_id: body.variant_id ?? null,
        qty: body.qty,
        name: `Product ${body.product_id}`,
        price: 10,
      };
      data.cart = [
        ...data.cart.filter((l) => (l as { product_id: unknown }).product_id !== body.product_id),
        line,
      ];
      return ok(data.cart);
    }
    if (method === "GET" && path === "/logout") return ok(null);
    return error(404, "not_found", `No fake route for ${route}`);
  };

  const fetch: FetchLike = async (input: string, init: FetchInit) => {
    const url = new URL(input);
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method: init.method, path, query: url.searchParams, body, headers: init.headers });
    const key = `${init.method} ${path}`;
    if (hanging.has(key)) return new Promise<ResponseLike>(() => {});
    if (failing.has(key)) return error(500, "internal_error", "Internal error");
    const token = init.headers["X-customer-token"];
    if (path !== "/logout" && (!token || !tokens.has(token))) return error(401, "invalid_customer_token");
    return handle(init.method, path, url.searchParams, body);
  };
  return { fetch, calls, data, failing, hanging, tokens };
}

/** The demo customer as stored after login (spec §3). */
export const demoUser: StoredUser = {
  id: "1",
  cust_name: "Sara",
  cust_last_name: "Al-Harbi",
  phone: "500000000",
  token: "ct-demo",
  country_code_ph1: "966",
  user_name: "demo@example.com",
  email: "demo@example.com",
  is_vendor: false,
  selling_price_group_id: null,
  avatar: null,
  is_guest: false,
};

/** A demo partner of a type. */
export function demoPartner(type: PartnerType = "retail"): Partner {
  return {
    business_id: 1,
    access_token: "pk_demo",
    name: "Demo",
    snachoo_settings: { type, url: `${type}.localhost` },
    pages: [],
    cms_config: {},
    // A zone unlike the test runner's: appointments must show the partner's time.
    time_zone: "Asia/Riyadh",
    currency: { code: "SAR", minor_digits: 2 },
  };
}

/** Options of `setupAccount`. */
export interface SetupOptions extends FakeServerOptions {
  path: string;
  locale?: Locale;
  partnerType?: PartnerType;
  data?: AccountData;
  user?: StoredUser;
}

/**
 * The account routes in a memory router over the fake server, with the providers the shell gives
 * (`StorefrontProviders`: API client, session, toasts; i18n, query client, direction). Returns the
 * element to render and the handles a test inspects.
 */
export async function setupAccount({
  path,
  locale = "en",
  partnerType = "retail",
  data = demoAccount(),
  user = demoUser,
  ...serverOptions
}: SetupOptions) {
  const server = createFakeAccountServer(data, serverOptions);
  // Only kit's `common` catalog, as in the shell: the account route loads its own (`ensureCatalogs`).
  const i18n = createI18n();
  const activator = createLocaleActivator({ i18n, loaders: [loadKitCatalog] });
  await activator.ensure(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const partner = demoPartner(partnerType);
  const history = createMemoryHistory({ initialEntries: [localizePath(path, locale)] });
  // The real services of a mount (API client, session, toaster) over the fake server.
  const services = createStorefrontServices({
    partner,
    initialUser: user,
    fetch: server.fetch,
    storage: createMemoryStorage(),
    queryClient,
    origin: `http://${partnerType}.localhost`,
    navigate: (href) => history.push(href),
    win: null,
  });
  const { session, client: apiClient, toaster } = services;

  const root = createRootRouteWithContext<Record<string, unknown>>()({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <h1>Home page</h1> });
  const cart = createRoute({
    getParentRoute: () => root,
    path: "/cart",
    component: () => <h1>Cart page</h1>,
  });
  const booking = createRoute({
    getParentRoute: () => root,
    path: "/booking",
    component: () => <h1>Booking</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, cart, booking, createAccountRoutes(root)]),
    history,
    rewrite: localeRewrite(locale),
    context: {
      queryClient,
      apiClient,
      getUser: () => session.getUser(),
      partner,
      ensureCatalogs: activator.ensureCatalogs,
    },
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingMs: 0,
  });
  const dir = directionOf(locale);
  const element: ReactElement = (
    <I18nProvider i18n={i18n}>
      <PartnerProvider partner={partner}>
        <StorefrontProviders services={services} overlays={false}>
          <div dir={dir}>
            <RouterProvider router={router} />
          </div>
        </StorefrontProviders>
      </PartnerProvider>
    </I18nProvider>
  );
  return { element, router, server, session, queryClient, toaster, history };
}

/**
 * The common frame of the account page tests: whole pages render slowly in jsdom (more so when every
 * package's tests run at once), the first render of a file imports the lazy page modules, and each
 * test starts from a clean DOM and restored mocks.
 */
export function setUpAccountPageTests() {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => {
    configure({ asyncUtilTimeout: 10_000 });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** Renders the account at `path` (with `setupAccount`'s options) and returns its setup. */
export async function renderAccountAt(
  path: string,
  options: Partial<Parameters<typeof setupAccount>[0]> = {},
) {
  const setup = await setupAccount({ path, ...options });
  render(setup.element);
  return setup;
}
