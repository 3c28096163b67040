/**
 * Authorization matrix (issue 17), generated rather than hand-listed: every endpoint of the
 * contracts × seven identities × two tenants. For each cell the expected status follows from the
 * endpoint's declared auth and whether the owner's request names the owner's records:
 *
 * - no token, a forged token, another tenant's partner token → 401 (the partner lookup answers
 *   without a bearer, but not with a wrong one);
 * - on a customer endpoint, a revoked token or another tenant's customer token → 401;
 * - another customer of the same tenant → 404 where the request names the owner's records,
 *   otherwise their own (empty) answer;
 * - the owner → never an authentication error;
 * - on a staff endpoint, everyone without the tenant's staff key (customers included) → 401, and
 *   the tenant's staff key → never an authentication error.
 *
 * And in no answer of any cell a marker of someone else: the owner's e-mail, address, order and
 * return references for anyone but the owner, the other tenant's owner's always.
 */
import type { Endpoint } from "@storefront/core/contracts/endpoint";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { issueStaffKey } from "../services/staff-keys";
import { clientFor } from "../test/harness";
import { allEndpoints, fillPath, queryString } from "./endpoints";
import { openWorld, reportCounts, type World } from "./world";
import { validArbitrary } from "./zod-arbitrary";

const IDENTITIES = [
  "no token",
  "forged token",
  "another tenant's partner token",
  "revoked customer token",
  "another tenant's customer token",
  "another customer",
  "owner",
  "staff key",
  "another tenant's staff key",
] as const;
type Identity = (typeof IDENTITIES)[number];
const AUTH_ERRORS = new Set([
  "missing_partner_token",
  "invalid_partner_token",
  "unknown_partner",
  "invalid_customer_token",
  "invalid_staff_key",
]);
/** The identities only staff endpoints are tried with (any other ignores a staff key). */
const STAFF_IDENTITIES: readonly Identity[] = ["staff key", "another tenant's staff key"];
const identitiesOf = (endpoint: Endpoint) =>
  endpoint.auth === "staff"
    ? IDENTITIES
    : IDENTITIES.filter((identity) => !STAFF_IDENTITIES.includes(identity));

let world: World;

/** What one tenant's side of the matrix holds: its owner, their records and another customer. */
interface Side {
  slug: string;
  api: ReturnType<typeof clientFor>;
  accessToken: string;
  owner: { token: string; revoked: string; email: string; password: string };
  other: { token: string; email: string; password: string };
  /** The tenant's staff key (staff calls). */
  staffKey: string;
  /** The owner's records, by the param or body field that names them. */
  records: {
    order: string;
    orderLine: string;
    orderRef: string;
    address: string;
    return: string;
    returnRef: string;
    appointment?: string;
  };
  /** Strings only the owner's answers may contain. */
  markers: string[];
}

const address = (line1: string) => ({
  name: "Owner",
  phone: "500000009",
  line1,
  city: "Riyadh",
  country: "SA",
});

async function prepareSide(slug: string): Promise<Side> {
  const tenant = world.tenants.get(slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  const api = clientFor(world.ctx, tenant);
  const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
  const email = `owner-${slug}@matrix.example`;
  const password = `owner-${slug}-password`;
  const signup = await api.post(
    "/signup",
    { name: "Owner", email, password },
    from(`10.60.${slug.length}.1`),
  );
  const token = signup.json.data.token as string;
  const revoked = await api.login(email, password);
  await api.get("/logout", { token: revoked });
  const other = await api.post(
    "/signup",
    { name: "Other", email: `other-${slug}@matrix.example`, password: `other-${slug}-password` },
    from(`10.60.${slug.length}.2`),
  );
  const line1 = `Owner street ${slug} 4417`;
  const created = await api.post("/account/addresses", address(line1), { token });
  const product = (await api.get("/products?per_page=5")).json.data.items.find(
    (item: { kind?: string }) => item.kind !== "ticket",
  );
  await api.post("/update_cart", { product_id: product._id, qty: 2 }, { token });
  const order = await api.post(
    "/place_order",
    { delivery_method: "delivery", address_id: created.json.data._id, payment_method: "cod" },
    { token, headers: { "idempotency-key": `matrix-order-${slug}` } },
  );
  expect(order.status, order.text).toBe(201);
  await world.ctx.database.db
    .update(orders)
    .set({ status: "delivered" })
    .where(and(eq(orders.id, Number(order.json.data._id)), eq(orders.tenantId, tenant.id)));
  const orderLine = order.json.data.lines[0]._id as string;
  const ret = await api.post(
    "/account/returns",
    { order_id: order.json.data._id, reason: "damaged", lines: [{ order_line_id: orderLine, qty: 1 }] },
    { token },
  );
  expect(ret.status, ret.text).toBe(201);
  let appointment: string | undefined;
  if (slug === "salon") {
    const service = (await api.get("/booking/services")).json.data[0];
    const staff = (await api.get(`/booking/staff?service_id=${service._id}`)).json.data[0];
    for (let day = 1; day < 14 && !appointment; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const slots = (
        await api.get(`/booking/slots?staff_id=${staff._id}&service_id=${service._id}&date=${date}`)
      ).json.data as Array<{ starts_at: string; available: boolean }> | undefined;
      const free = slots?.find((slot) => slot.available);
      if (!free) continue;
      const booked = await api.post(
        "/booking/appointments",
        { service_id: service._id, staff_id: staff._id, starts_at: free.starts_at },
        { token },
      );
      if (booked.status === 201) appointment = booked.json.data._id;
    }
    expect(appointment).toBeDefined();
  }
  const staffKey = await issueStaffKey(world.ctx.database.db, tenant.id, `Matrix ${slug}`);
  return {
    slug,
    api,
    staffKey,
    accessToken: tenant.accessToken,
    owner: { token, revoked, email, password },
    other: {
      token: other.json.data.token,
      email: `other-${slug}@matrix.example`,
      password: `other-${slug}-password`,
    },
    records: {
      order: order.json.data._id,
      orderLine,
      orderRef: order.json.data.order_ref,
      address: created.json.data._id,
      return: ret.json.data._id,
      returnRef: ret.json.data.return_ref,
      ...(appointment ? { appointment } : {}),
    },
    markers: [email, line1, order.json.data.order_ref, ret.json.data.return_ref],
  };
}

/** The owner's record a path names, by where the path points. */
function ownedParam(endpoint: Endpoint, side: Side): string | undefined {
  const path = endpoint.path;
  if (!path.includes(":id")) return undefined;
  if (path.startsWith("/account/orders")) return side.records.order;
  if (path.startsWith("/account/addresses")) return side.records.address;
  if (path.startsWith("/account/returns")) return side.records.return;
  if (path.startsWith("/booking/appointments")) return side.records.appointment;
  if (path.startsWith("/staff/orders")) return side.records.order;
  return undefined;
}

/** The owner's records a body field names (an order to return, an address to deliver to). */
const OWNED_BODY_FIELDS: Record<string, keyof Side["records"]> = {
  order_id: "order",
  order_line_id: "orderLine",
  address_id: "address",
};

function withOwnedIds(value: unknown, side: Side, named: { any: boolean }): unknown {
  if (Array.isArray(value)) return value.map((item) => withOwnedIds(item, side, named));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const record = OWNED_BODY_FIELDS[key];
    if (record && side.records[record]) {
      out[key] = side.records[record];
      named.any = true;
    } else out[key] = withOwnedIds(item, side, named);
  }
  return out;
}

/** The owner's request to an endpoint: a valid one from its schemas, pointed at the owner's records. */
function ownerRequest(endpoint: Endpoint, side: Side, seed: number) {
  const sample = (schema: Endpoint["body"]) =>
    schema ? fc.sample(validArbitrary(schema, { knownIdsUpTo: 20 }), { numRuns: 1, seed })[0] : undefined;
  const named = { any: false };
  const params = { ...((sample(endpoint.params) as Record<string, unknown> | undefined) ?? {}) };
  const owned = ownedParam(endpoint, side);
  if (owned) {
    params.id = owned;
    named.any = true;
  }
  if (endpoint.path === "/pages/:name") params.name = "about";
  const body = withOwnedIds(sample(endpoint.body), side, named);
  return {
    path: fillPath(endpoint, params) + queryString(sample(endpoint.query) as Record<string, unknown>),
    body,
    namesOwned: named.any,
  };
}

interface Cell {
  endpoint: string;
  tenant: string;
  identity: Identity;
  status: number;
  code?: string;
  problem?: string;
}

describe("authorization matrix", () => {
  let sides: Side[];
  beforeAll(async () => {
    world = await openWorld();
    sides = [await prepareSide("retail"), await prepareSide("salon")];
  }, 240_000);
  afterAll(() => world?.ctx.close());

  it("answers every endpoint × identity as expected, with nobody else's rows", async () => {
    // Deletions last: they remove what later cells look for.
    const endpoints = allEndpoints().sort(
      (a, b) => Number(a.endpoint.method === "DELETE") - Number(b.endpoint.method === "DELETE"),
    );
    const cells: Cell[] = [];
    const started = performance.now();
    for (const [s, side] of sides.entries()) {
      const stranger = sides[1 - s] as Side;
      for (const [index, { endpoint, label }] of endpoints.entries()) {
        const request = ownerRequest(endpoint, side, 1_000 + index);
        for (const identity of identitiesOf(endpoint)) {
          let bearer: string | null = side.accessToken;
          let token: string | null = null;
          let staffKey: string | null = null;
          if (identity === "staff key") staffKey = side.staffKey;
          if (identity === "another tenant's staff key") staffKey = stranger.staffKey;
          if (identity === "no token") bearer = null;
          if (identity === "forged token") {
            bearer = "pk_forged_0000000000000000";
            token = "forged-customer-token-000000000000";
          }
          if (identity === "another tenant's partner token") bearer = stranger.accessToken;
          if (identity === "revoked customer token") token = side.owner.revoked;
          if (identity === "another tenant's customer token") token = stranger.owner.token;
          // Logging out would end the session every later cell uses: a fresh one logs out instead.
          const session = async (who: { token: string; email: string; password: string }) =>
            endpoint.path === "/logout" ? side.api.login(who.email, who.password) : who.token;
          if (identity === "another customer") token = await session(side.other);
          if (identity === "owner") token = await session(side.owner);
          const answer = await side.api.call(endpoint.method, request.path, {
            ...(request.body !== undefined ? { body: request.body } : {}),
            bearer,
            token,
            headers: {
              "x-forwarded-for": `10.61.${index % 250}.${IDENTITIES.indexOf(identity) + 1}`,
              "idempotency-key": `matrix-${side.slug}-${index}-${identity.length}`,
              ...(staffKey ? { "x-staff-key": staffKey } : {}),
            },
          });
          const cell: Cell = {
            endpoint: label,
            tenant: side.slug,
            identity,
            status: answer.status,
            code: answer.json?.code,
          };
          const partnerPublic = endpoint.path === "/partner" && identity === "no token";
          const deniedPartner =
            ["no token", "forged token", "another tenant's partner token"].includes(identity) &&
            !partnerPublic;
          const deniedCustomer =
            endpoint.auth === "customer" &&
            ["revoked customer token", "another tenant's customer token"].includes(identity);
          const deniedStaff = endpoint.auth === "staff" && identity !== "staff key";
          if (deniedPartner || deniedCustomer || deniedStaff) {
            if (answer.status !== 401) cell.problem = `expected 401, got ${answer.status}`;
          } else if (identity === "another customer" && endpoint.auth === "customer" && request.namesOwned) {
            if (answer.status < 400)
              cell.problem = `another customer reached the owner's record (${answer.status})`;
          } else if (
            (identity === "owner" || identity === "another customer" || identity === "staff key") &&
            AUTH_ERRORS.has(answer.json?.code ?? "")
          ) {
            cell.problem = `a valid session was refused (${answer.json?.code})`;
          }
          if (answer.status >= 500) cell.problem = `${answer.status}`;
          // The tenant's staff see its orders, the owner's included; nobody sees the other tenant's.
          const ownSide = identity === "owner" || (identity === "staff key" && !deniedPartner);
          const foreign = [...stranger.markers, ...(ownSide ? [] : side.markers)];
          const leaked = foreign.find((marker) => answer.text.includes(marker));
          if (leaked) cell.problem = `${cell.problem ?? ""} leaked "${leaked}"`.trim();
          cells.push(cell);
        }
      }
    }
    const problems = cells.filter((cell) => cell.problem);
    const tally = (identity: Identity) => {
      const counts: Record<number, number> = {};
      for (const cell of cells.filter((c) => c.identity === identity))
        counts[cell.status] = (counts[cell.status] ?? 0) + 1;
      return Object.entries(counts)
        .map(([status, count]) => `${count}×${status}`)
        .join(" ");
    };
    await reportCounts(
      "Authorization matrix",
      `${endpoints.length} endpoints × ${IDENTITIES.length - STAFF_IDENTITIES.length} identities (+${STAFF_IDENTITIES.length} on staff endpoints) × ${sides.length} tenants = ${cells.length} cells in ${((performance.now() - started) / 1000).toFixed(0)} s, ${problems.length} unexpected; ${IDENTITIES.map((identity) => `${identity}: ${tally(identity)}`).join("; ")}`,
      { cells, problems },
    );
    const perTenant = endpoints.reduce((sum, { endpoint }) => sum + identitiesOf(endpoint).length, 0);
    expect(cells.length).toBe(perTenant * sides.length);
    expect(
      problems.map((cell) => `${cell.endpoint} [${cell.tenant}, ${cell.identity}]: ${cell.problem}`),
    ).toEqual([]);
  }, 600_000);
});
