/**
 * API fuzz (issue 17): property-based requests to every endpoint of the shared contracts — valid
 * ones generated from the zod schemas, hostile ones (wrong types, huge strings, control characters,
 * unicode, numbers at and past the limits, unknown and prototype keys, broken JSON) mutated from
 * them. The server must answer 2xx (checked against the contract) or a 4xx with an error code:
 * never a 5xx, never a stack trace. Afterwards the database must be consistent: order totals add
 * up, stock is never negative, coupon limits hold, refunds never exceed what was paid.
 *
 * `FUZZ_RUNS` (requests per endpoint and kind, default 50) makes a run bigger; `FUZZ_SEED` (a
 * number, or `random`) changes the inputs; the seed is printed with the counts.
 */
import type { Endpoint } from "@storefront/core/contracts/endpoint";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueStaffKey } from "../services/staff-keys";
import { clientFor } from "../test/harness";
import { allEndpoints, fillPath, queryString } from "./endpoints";
import { mutatedBody, nastyString } from "./hostile-values";
import { openWorld, reportCounts, type World } from "./world";
import { validArbitrary } from "./zod-arbitrary";

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
// A fixed seed keeps CI repeatable; `FUZZ_SEED=random` explores new inputs (the seed is printed).
const SEED =
  process.env.FUZZ_SEED === "random" ? Date.now() % 2_147_483_647 : Number(process.env.FUZZ_SEED ?? 17);
/** The tenants requests go to: each vertical's data (menus, slots, vendors, tickets). */
const TENANTS = ["retail", "restaurant", "sugar", "salon", "hospital", "divine", "snachoo", "adventure"];
const ORDER_PATHS = /\/(place_order|kiosk_order|sugar_checkout|merge_cart)$/;

let world: World;
const tokens = new Map<string, string>();
/** Each tenant's staff key: staff endpoints are fuzzed past their authentication too. */
const staffKeys = new Map<string, string>();

beforeAll(async () => {
  world = await openWorld();
  for (const slug of TENANTS) {
    const tenant = world.tenants.get(slug);
    if (!tenant) continue;
    tokens.set(slug, await clientFor(world.ctx, tenant).login());
    staffKeys.set(slug, await issueStaffKey(world.ctx.database.db, tenant.id, `Fuzz ${slug}`));
  }
}, 180_000);
afterAll(() => world?.ctx.close());

interface Sent {
  status: number;
  text: string;
  json: { status?: string; code?: string } | undefined;
}

/** Why an answer breaks the promise (null when it keeps it). */
function problemOf(answer: Sent): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 160)}`;
  if (/\bat [\w.<>]+ \(|node_modules|\.ts:\d+:\d+|Error: /.test(answer.text)) return "a stack trace";
  if (answer.status >= 400) {
    if (answer.status === 404 && answer.json === undefined) return "a 404 without the error envelope";
    if (answer.json?.status !== "error" || typeof answer.json.code !== "string")
      return "an error without a code";
  } else if (answer.json?.status !== "success") {
    return "a 2xx without the success envelope";
  }
  return null;
}

const rand = fc.sample(fc.integer({ min: 1, max: 250 }), { numRuns: 4096, seed: SEED });
let next = 0;
const someAddress = () =>
  `10.${rand[next++ % rand.length]}.${rand[next++ % rand.length]}.${rand[next++ % rand.length]}`;

/** Sends one request to a tenant, as the demo customer (or its staff) when the endpoint needs one. */
async function send(
  endpoint: Endpoint,
  slug: string,
  request: { params?: unknown; query?: unknown; body?: string | undefined; key?: string },
): Promise<Sent> {
  const tenant = world.tenants.get(slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  const api = clientFor(world.ctx, tenant);
  let token = endpoint.auth === "customer" ? tokens.get(slug) : undefined;
  // Logging out revokes the token: a guest of its own logs out instead of the shared customer.
  if (endpoint.path === "/logout") {
    const guest = await api.post("/guest_login", {}, { headers: { "x-forwarded-for": someAddress() } });
    token = guest.json?.data?.token;
  }
  const path =
    fillPath(endpoint, request.params as Record<string, unknown>) +
    queryString(request.query as Record<string, unknown>);
  const headers: Record<string, string> = { "x-forwarded-for": someAddress() };
  const staffKey = endpoint.auth === "staff" ? staffKeys.get(slug) : undefined;
  if (staffKey) headers["x-staff-key"] = staffKey;
  if (request.key !== undefined) headers["idempotency-key"] = request.key;
  return api.call(endpoint.method, path, {
    ...(request.body !== undefined ? { raw: request.body } : {}),
    token: token ?? null,
    headers,
  });
}

describe("API fuzz", () => {
  it("answers every valid and hostile request with a 2xx or a coded 4xx, never a 5xx or a stack trace", async () => {
    const endpoints = allEndpoints();
    const failures: string[] = [];
    const byClass = { "2xx": 0, "4xx": 0, "5xx": 0 };
    let valid = 0;
    let hostile = 0;
    const started = performance.now();
    for (const [index, { endpoint, label }] of endpoints.entries()) {
      const seed = SEED + index;
      const part = (schema: Endpoint["body"]) =>
        schema ? validArbitrary(schema, { knownIdsUpTo: 60 }) : fc.constant(undefined);
      const requests = fc.sample(
        fc.record({
          slug: fc.constantFrom(...TENANTS),
          params: part(endpoint.params),
          query: part(endpoint.query),
          body: part(endpoint.body),
          key: fc.stringMatching(/^[A-Za-z0-9_.:-]{8,40}$/),
        }),
        { numRuns: RUNS, seed },
      );
      const hostiles = requests.map((request, i) => {
        const variant = fc.sample(nastyString, { numRuns: 1, seed: seed + i })[0] ?? "";
        if (endpoint.body) {
          const body = fc.sample(mutatedBody((request.body ?? {}) as Record<string, unknown>), {
            numRuns: 1,
            seed: seed + i,
          })[0];
          return { ...request, body, kind: "body" };
        }
        if (endpoint.params && i % 2 === 0) {
          const [name] = Object.keys((request.params ?? {}) as object);
          return { ...request, params: name ? { [name]: variant } : request.params, kind: "params" };
        }
        const query = (request.query ?? {}) as Record<string, unknown>;
        const keys = Object.keys(query);
        const key = keys.length && i % 3 !== 0 ? keys[i % keys.length] : `x${i % 5}`;
        return { ...request, query: { ...query, [key as string]: variant }, kind: "query" };
      });
      const all = [
        ...requests.map((request) => ({
          ...request,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          kind: "valid",
        })),
        ...hostiles,
      ];
      for (const request of all) {
        const answer = await send(endpoint, request.slug, {
          params: request.params,
          query: request.query,
          body: request.body as string | undefined,
          ...(ORDER_PATHS.test(endpoint.path) ? { key: request.key } : {}),
        });
        if (request.kind === "valid") valid++;
        else hostile++;
        byClass[answer.status >= 500 ? "5xx" : answer.status >= 400 ? "4xx" : "2xx"]++;
        const problem = problemOf(answer);
        if (problem) failures.push(`${label} (${request.kind}, ${request.slug}): ${problem}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    await reportCounts(
      "API fuzz",
      `${valid + hostile} requests (${valid} valid, ${hostile} hostile) to ${endpoints.length} endpoints in ${seconds.toFixed(0)} s, seed ${SEED}: ${byClass["2xx"]} 2xx, ${byClass["4xx"]} 4xx, ${byClass["5xx"]} 5xx, ${failures.length} broken answers`,
      { seed: SEED, runsPerEndpoint: RUNS, valid, hostile, byClass, failures: failures.slice(0, 50) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it("places orders from random shopping sessions (carts, merges, coupons, payments)", async () => {
    const db = world.ctx.database.db;
    const tenant = world.tenants.get("retail");
    if (!tenant) throw new Error("no retail tenant");
    const refs = (await db.execute(sql`select p.id as product_id, v.id as variant_id, u.id as unit_id
      from products p join product_variants v on v.product_id = p.id
      left join other_unit_prices u on u.product_id = p.id
      where p.tenant_id = ${tenant.id} and p.kind <> 'ticket'`)) as unknown as {
      rows: Array<Record<string, number | null>>;
    };
    const ref = fc.constantFrom(
      ...refs.rows.map((row) => ({
        product_id: String(row.product_id),
        variant_id: String(row.variant_id),
        other_unit_price_id: row.unit_id === null ? null : String(row.unit_id),
      })),
    );
    const action = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), ref, qty: fc.integer({ min: 0, max: 6 }) }),
      fc.record({
        kind: fc.constant("merge" as const),
        lines: fc.array(fc.record({ ref, qty: fc.integer({ min: 1, max: 4 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      fc.record({
        kind: fc.constant("order" as const),
        coupon: fc.constantFrom(undefined, "WELCOME10", "BIG500", "WEEKEND", "EXPIRED"),
        payment: fc.constantFrom("cod", "tok_visa", "tok_declined"),
      }),
    );
    const sessions = fc.sample(fc.array(action, { minLength: 3, maxLength: 12 }), {
      numRuns: RUNS,
      seed: SEED,
    });
    const api = clientFor(world.ctx, tenant);
    const statuses: Record<string, number> = {};
    let actions = 0;
    for (const [n, session] of sessions.entries()) {
      const guest = await api.post("/guest_login", {}, { headers: { "x-forwarded-for": someAddress() } });
      const token = guest.json.data.token as string;
      for (const [i, step] of session.entries()) {
        const answer =
          step.kind === "set"
            ? await api.post("/update_cart", { ...step.ref, qty: step.qty }, { token })
            : step.kind === "merge"
              ? await api.post(
                  "/merge_cart",
                  { lines: step.lines.map((line) => ({ ...line.ref, qty: line.qty })) },
                  { token, headers: { "idempotency-key": `session-${SEED}-${n}-${i}` } },
                )
              : await api.post(
                  "/place_order",
                  {
                    delivery_method: "pickup",
                    payment_method: step.payment === "cod" ? "cod" : "card",
                    ...(step.payment !== "cod" ? { card_token: step.payment } : {}),
                    ...(step.coupon ? { coupon_code: step.coupon } : {}),
                  },
                  { token, headers: { "idempotency-key": `order-${SEED}-${n}-${i}` } },
                );
        actions++;
        const label = `${step.kind} ${answer.status}`;
        statuses[label] = (statuses[label] ?? 0) + 1;
        expect(problemOf(answer), `${step.kind}: ${answer.text.slice(0, 200)}`).toBeNull();
      }
    }
    await reportCounts(
      "API fuzz sessions",
      `${sessions.length} shopping sessions, ${actions} actions: ${Object.entries(statuses)
        .sort()
        .map(([label, count]) => `${count} × ${label}`)
        .join(", ")}`,
      { statuses },
    );
    expect(statuses["order 201"] ?? 0).toBeGreaterThan(0);
  }, 600_000);

  it("leaves the database consistent", async () => {
    const db = world.ctx.database.db;
    const rows = async (query: ReturnType<typeof sql>) => {
      const result = (await db.execute(query)) as unknown as { rows?: unknown[] } | unknown[];
      return (Array.isArray(result) ? result : (result.rows ?? [])) as Array<Record<string, unknown>>;
    };
    const broken = {
      totals: await rows(sql`select id from orders
        where total_minor <> subtotal_minor - discount_minor + delivery_minor
           or subtotal_minor <> (select coalesce(sum(line_total_minor), 0) from order_lines l where l.order_id = orders.id)`),
      lines: await rows(
        sql`select id from order_lines where line_total_minor <> unit_price_minor * qty or qty < 1`,
      ),
      stock: await rows(sql`select variant_id from stock_levels where quantity < 0`),
      cartLines: await rows(sql`select id from cart_lines where qty < 1 or qty > 999`),
      coupons: await rows(sql`select c.id from coupons c
        where c.max_uses is not null and (select count(*) from coupon_redemptions r where r.coupon_id = c.id) > c.max_uses
           or c.max_uses_per_customer is not null and exists (
             select 1 from coupon_redemptions r where r.coupon_id = c.id and r.customer_id is not null
             group by r.customer_id having count(*) > c.max_uses_per_customer)`),
      refunds: await rows(sql`select o.id from orders o
        where (select coalesce(sum(refund_minor), 0) from returns r where r.order_id = o.id and r.status <> 'rejected')
              > o.subtotal_minor - o.discount_minor`),
    };
    const [counts] = await rows(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from cart_lines)::int as cart_lines, (select count(*) from customers)::int as customers`,
    );
    await reportCounts(
      "API fuzz invariants",
      `${counts?.orders} orders, ${counts?.cart_lines} cart lines, ${counts?.customers} customers checked: ${Object.values(broken).flat().length} broken`,
      { counts, broken },
    );
    expect(broken).toEqual({ totals: [], lines: [], stock: [], cartLines: [], coupons: [], refunds: [] });
  });
});
