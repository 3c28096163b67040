import * as catalog from "@storefront/core/contracts/api/catalog";
import { endpointPath } from "@storefront/core/contracts/endpoint";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, partners, vendors } from "./db/schema";
import { DEMO_PARTNERS } from "./seed/demo";
import { prepareDatabase } from "./seed/prepare";
import { issueStaffKey } from "./services/staff-keys";
import { contractReads, firstItem, matchesPath, readInputs, readUrl } from "./test/contract-sweep";
import { clientFor, openTestContext, type TestContext } from "./test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await openTestContext();
  // How long the seed takes is a figure for `pnpm bench`, not a timed unit test (it flaked at 20 s
  // under load on 2 cores); here it must only finish.
  const started = Date.now();
  const timer = setInterval(() => seedTurns.ticks++, 100);
  try {
    await prepareDatabase(ctx.database, { seedDemo: true, log: () => {} });
  } finally {
    clearInterval(timer);
  }
  seedTurns.ms = Date.now() - started;
  ctx.app.partners.invalidate();
}, 120_000);

/** The event loop's turns while the seed ran: a 100 ms timer's ticks, and the seed's length. */
const seedTurns = { ticks: 0, ms: 0 };
afterAll(() => ctx?.close());

describe("the full demo seed", () => {
  it("lets the event loop turn while it loads (the server answers /healthz meanwhile)", () => {
    // The embedded database answers in microtasks: a seed that never yields holds every request
    // (issue 41: /healthz waited 17 s). A tenth of the ideal count is the floor: a timer that fires
    // at least once a second, however loaded the machine.
    expect(seedTurns.ticks).toBeGreaterThanOrEqual(Math.floor(seedTurns.ms / 1000));
  });

  it("loads only once", async () => {
    expect(await prepareDatabase(ctx.database, { seedDemo: true, log: () => {} })).toBe(false);
  });

  it("serves every demo partner with its data and demo accounts", async () => {
    const rows = await ctx.database.db.select().from(partners);
    expect(rows.map((r) => r.slug).sort()).toEqual(DEMO_PARTNERS.map((p) => p.slug).sort());
    for (const tenant of rows) {
      const api = clientFor(ctx, tenant);
      const token = await api.login();
      await api
        .post("/login", { phone: "500000001", password: "demo12345" })
        .then((r) => expect(r.json.data.email).toBe(""));
      const orders = await api.get("/account/orders", { token });
      const statement = await api.get("/account/statement", { token });
      expect(statement.json.data.entries.length).toBeGreaterThan(0);
      expect((await api.get("/account/addresses", { token })).json.data.length).toBe(2);
      expect((await api.post("/check_coupon", { code: "WELCOME10" })).json.data.status).toBe(true);
      expect((await api.call("GET", "/ecommerce/api/cms/pages/about")).json.data.html).toContain("<h1>");
      expect((await api.call("GET", "/ecommerce/api/cms/home")).status).toBe(200);
      if (["restaurant"].includes(tenant.type)) {
        expect((await api.get("/restaurant/menu")).json.data.length).toBeGreaterThan(0);
      } else if (tenant.type === "hospital" || tenant.type === "salon") {
        expect((await api.get("/account/appointments", { token })).json.data.length).toBe(4);
        expect((await api.get("/booking/staff")).json.data.length).toBeGreaterThan(0);
      } else {
        expect(orders.json.data.total).toBe(3);
        expect((await api.get("/account/returns", { token })).json.data.total).toBe(1);
        expect((await api.get("/products")).json.data.total).toBeGreaterThan(2);
      }
    }
  });

  it("has the flags the storefront demonstrates", async () => {
    const rows = await ctx.database.db.select().from(partners);
    const by = (slug: string) => rows.find((r) => r.slug === slug)!;
    expect(by("adventure").isAdventurePark).toBe(true);
    expect(by("sugar").isSugar).toBe(true);
    expect(JSON.parse(by("adventure").cmsConfig.site_config ?? "{}").popup_age_verify).toBe(true);
    expect(by("salon").cmsConfig.display_type).toBe("boxed");
    expect(by("hospital").cmsConfig.display_type).toBe("boxed-auto");
    expect(by("snachoo").brandVariant).toBe("partner");
    const bulk = clientFor(ctx, by("bulk"));
    const list = await bulk.get("/products?per_page=100&page=50&sort=price_desc");
    expect(list.json.data.total).toBe(10_000);
    expect(list.json.data.items).toHaveLength(100);
    const found = await bulk.get("/products?key=item%209999");
    expect(found.json.data.items.length).toBeGreaterThan(0);
    const suggestions = await clientFor(ctx, by("retail")).get("/suggestions?key=app");
    const keyword = suggestions.json.data.keywords[0];
    const bySuggestion = await clientFor(ctx, by("retail")).get(`/products?key_word_id=${keyword._id}`);
    expect(bySuggestion.json.data.items[0].name).toBe("Red Apples");
  });

  it("sells the adventure park in AED, from its payload to its orders, and the others in SAR", async () => {
    const rows = await ctx.database.db.select().from(partners);
    const currencyOf = async (slug: string) =>
      (await clientFor(ctx, rows.find((r) => r.slug === slug)!).call("GET", "/snachoo/api/partner")).json.data
        .currency;
    expect(await currencyOf("adventure")).toEqual({ code: "AED", minor_digits: 2 });
    for (const slug of ["retail", "snachoo", "bulk"]) expect((await currencyOf(slug)).code).toBe("SAR");
    const park = clientFor(ctx, rows.find((r) => r.slug === "adventure")!);
    const token = await park.login();
    const orders = (await park.get("/account/orders", { token })).json.data.items;
    expect(orders.map((order: { currency: string }) => order.currency)).toEqual(["AED", "AED", "AED"]);
    const detail = (await park.get(`/account/orders/${orders[0]._id}`, { token })).json.data;
    expect(detail.totals.currency).toBe("AED");
    expect((await park.get("/account/statement", { token })).json.data.currency).toBe("AED");
    expect((await park.get("/cart_summary", { token })).json.data.totals.currency).toBe("AED");
    expect((await park.get("/checkout/options", { token })).json.data.currency).toBe("AED");
  });
});

// The full demo data holds every kind of record (vendors, tickets, offerings, bookings…): every read
// of the contract on every partner, through the harness's contract check, so a field the server
// sends but core's contract does not declare fails here even for a call no other test makes.
describe("every read of the contract on every demo partner", () => {
  it("answers within its contract, undeclared fields included", async () => {
    const answered = new Set<string>();
    const db = ctx.database.db;
    for (const tenant of await db.select().from(partners)) {
      const api = clientFor(ctx, tenant);
      const token = await api.login();
      // The vendor's orders need a vendor account: the demo customer sells for the first vendor.
      const [vendor] = await db.select().from(vendors).where(eq(vendors.tenantId, tenant.id));
      if (vendor) {
        await db
          .update(customers)
          .set({ isVendor: true, vendorId: vendor.id })
          .where(and(eq(customers.tenantId, tenant.id), eq(customers.email, "demo@example.com")));
      }
      // A cart and a wishlist line, so those answers are not empty lists.
      const product = await firstItem(api, endpointPath(catalog.listProducts), token);
      if (product) {
        await api.post("/update_cart", { product_id: String(product._id), qty: 1 }, { token });
        await api.post("/add_wish_list_item", { product_id: String(product._id) }, { token });
      }
      for (const endpoint of contractReads) {
        const inputs = await readInputs(endpoint, api, token);
        if (!inputs) continue;
        const url = readUrl(endpoint, inputs);
        // Staff reads go with the partner's staff key (a staff screen's), the others as the customer.
        const staff: Record<string, string> =
          endpoint.auth === "staff" ? { "x-staff-key": await issueStaffKey(db, tenant.id, "Demo") } : {};
        const { status } = await api.call("GET", url, { token, headers: staff });
        expect(status, `GET ${url} on ${tenant.slug}`).toBeLessThan(500);
        if (status === 200) answered.add(url.split("?")[0] ?? url);
      }
    }
    const never = contractReads
      .map((endpoint) => endpointPath(endpoint))
      .filter((path) => ![...answered].some((url) => matchesPath(path, url)));
    expect(never, "reads no demo partner answered with 200").toEqual([]);
  }, 120_000);
});
