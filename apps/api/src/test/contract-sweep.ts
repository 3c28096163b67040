import * as account from "@storefront/core/contracts/api/account";
import * as booking from "@storefront/core/contracts/api/booking";
import * as bookingPurchases from "@storefront/core/contracts/api/booking-purchases";
import * as catalog from "@storefront/core/contracts/api/catalog";
import * as pages from "@storefront/core/contracts/api/pages";
import * as restaurant from "@storefront/core/contracts/api/restaurant";
import { type Endpoint, endpointPath } from "@storefront/core/contracts/endpoint";
import { CONTRACT_MODULES, isEndpoint } from "./contract-modules";
import type { clientFor } from "./harness";

/**
 * A sweep over every read of the contract (every GET descriptor of
 * `@storefront/core/contracts/api/*`), for the demo-seed test: with the harness's contract check
 * (`contract-check.setup.ts`), a field the server sends but the contract does not declare fails
 * even for a call no other test makes.
 */

/** Every GET of the contract except logout (it ends the session the sweep reads with). */
export const contractReads = Object.values(CONTRACT_MODULES)
  .flatMap((module) => Object.values(module).filter(isEndpoint))
  .filter((endpoint) => endpoint.method === "GET" && endpoint.path !== "/logout");

/** A tenant's test client. */
type Api = ReturnType<typeof clientFor>;
/** A read's path params and required query. */
export type Fill = { params?: Record<string, string>; query?: Record<string, string> };

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The first item of a list answer (`data` or `data.items`), or undefined. */
export async function firstItem(
  api: Api,
  path: string,
  token: string,
): Promise<Record<string, unknown> | undefined> {
  const { json } = await api.call("GET", path, { token });
  const data = json?.data;
  return (Array.isArray(data) ? data : data?.items)?.[0];
}

/** The params and required query of a read, from other answers of the same partner; null when there is nothing to ask for. */
export async function readInputs(endpoint: Endpoint, api: Api, token: string): Promise<Fill | null> {
  const id = async (list: Endpoint, key = "_id") => {
    const item = await firstItem(api, endpointPath(list), token);
    return item ? String(item[key]) : null;
  };
  const byId = async (list: Endpoint, key?: string) => {
    const value = await id(list, key);
    return value === null ? null : { params: { id: value } };
  };
  switch (endpoint) {
    case catalog.getProduct:
    case catalog.listRelatedProducts:
      return byId(catalog.listProducts);
    case catalog.getVendor:
      return byId(catalog.listVendors);
    case account.getOrder:
      return byId(account.listOrders);
    case account.getReturn:
      return byId(account.listReturns);
    case pages.getPage: {
      const name = await id(pages.listPages, "name");
      return name === null ? null : { params: { name } };
    }
    case catalog.getSuggestions: {
      const product = await firstItem(api, endpointPath(catalog.listProducts), token);
      return product ? { query: { key: String(product.name).slice(0, 3) } } : null;
    }
    case booking.listSlots: {
      const [staff, service] = await Promise.all([id(booking.listStaff), id(booking.listServices)]);
      return staff && service ? { query: { staff_id: staff, service_id: service, date: tomorrow() } } : null;
    }
    case booking.getBookingCalendar: {
      const service = await id(booking.listServices);
      return service ? { query: { service_id: service } } : null;
    }
    case booking.quoteBooking: {
      const service = await id(booking.listServices);
      if (!service) return null;
      const calendar = await api.get(`/booking/calendar?service_id=${service}`);
      const day = calendar.json.data.days.find((d: { state: string }) => d.state === "open");
      const slots = await api.get(`/booking/slots?service_id=${service}&date=${day.date}`);
      const slot = slots.json.data.find((s: { available: boolean }) => s.available);
      return { query: { service_id: service, starts_at: slot.starts_at } };
    }
    case bookingPurchases.checkVoucher: {
      // A voucher bought for the sweep, so there is a code to check.
      const voucher = await id(booking.listVouchers);
      if (!voucher) return null;
      const bought = await api.post(
        `/booking/vouchers/${voucher}/purchase`,
        { payment_method: "card", card_token: "tok_visa" },
        { token, headers: { "idempotency-key": `sweep-${voucher}-${Date.now()}` } },
      );
      return { query: { code: String(bought.json.data.extra.voucher_code) } };
    }
    case restaurant.getMenuOrderStatus: {
      // A table order of the customer's, on a restaurant, so there is an order to watch.
      const sections = (await api.call("GET", endpointPath(restaurant.getMenu), { token })).json?.data;
      if (!Array.isArray(sections)) return null;
      const item = sections
        .flatMap((section: { items: Array<Record<string, unknown>> }) => section.items)
        .find((i) => i.available && (i.option_groups as Array<{ min: number }>).every((g) => g.min === 0));
      if (!item) return null;
      const placed = await api.post(
        "/restaurant/kiosk_order",
        {
          items: [{ item_id: item._id, qty: 1 }],
          payment_method: "cod",
          channel: "table",
          table_number: "1",
        },
        { token, headers: { "idempotency-key": `sweep-status-${Date.now()}` } },
      );
      return placed.status === 201 ? { params: { id: String(placed.json.data._id) } } : null;
    }
    default:
      return {};
  }
}

/** The URL of a read with its inputs filled in. */
export function readUrl(endpoint: Endpoint, fill: Fill): string {
  let path = endpointPath(endpoint);
  for (const [name, value] of Object.entries(fill.params ?? {})) path = path.replace(`:${name}`, value);
  const query = new URLSearchParams(fill.query).toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a concrete path is an instance of a descriptor path with `:params`. */
export function matchesPath(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[a-z_]+/g, "[^/]+")}$`);
  return regex.test(path);
}
