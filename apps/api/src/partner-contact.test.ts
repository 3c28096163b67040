import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weekly } from "./seed/builders";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

// The partner's contact details, opening and ordering hours and localized name reach the page
// payload and the partner lookup (the contact page, the footer and the JSON-LD read them there).

let ctx: TestContext;
let listed: Awaited<ReturnType<typeof seedShop>>;
let bare: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  listed = await seedShop(ctx.database.db, "listed", {
    contact: { phone: "+966 11 555 0100", email: "hi@listed.example", mapUrl: "https://maps.example/x" },
    address: { en: "Olaya Street 45, Riyadh", ar: "شارع العليا 45، الرياض" },
    openingHours: weekly([1, 2, 3], "09:00", "22:00"),
    orderingHours: weekly([1, 2, 3], "10:00", "21:30"),
  });
  bare = await seedShop(ctx.database.db, "bare");
});
afterAll(() => ctx?.close());

const partnerOf = async (shop: typeof listed) =>
  (await clientFor(ctx, shop.tenant).call("GET", "/snachoo/api/partner")).json.data;

describe("the partner's contact details and hours", () => {
  it("are in the partner lookup, with its name in each language", async () => {
    const partner = await partnerOf(listed);
    expect(partner.name_lang).toEqual({ en: "Shop listed", ar: "متجر listed" });
    expect(partner.contact).toEqual({
      phone: "+966 11 555 0100",
      email: "hi@listed.example",
      address: "Olaya Street 45, Riyadh",
      address_lang: { en: "Olaya Street 45, Riyadh", ar: "شارع العليا 45، الرياض" },
      map_url: "https://maps.example/x",
    });
    expect(partner.opening_hours).toEqual(weekly([1, 2, 3], "09:00", "22:00"));
    expect(partner.ordering_hours).toEqual(weekly([1, 2, 3], "10:00", "21:30"));
  });

  it("are in the page payload of every page", async () => {
    const page = await clientFor(ctx, listed.tenant).call("GET", "/contact");
    expect(page.text).toContain('"contact":{"phone":"+966 11 555 0100"');
    expect(page.text).toContain('"opening_hours":[{"day":1,"opens":"09:00","closes":"22:00"}');
  });

  it("are absent for a partner that gave none, never invented", async () => {
    const partner = await partnerOf(bare);
    expect(partner.contact).toBeUndefined();
    expect(partner.opening_hours).toBeUndefined();
  });
});
