import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContext, type TestContext } from "../test/harness";
import { seedShop } from "../test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "pictures");
});
afterAll(() => ctx?.close());

const picture = (path: string) => ctx.app.request(`http://pictures.localhost${path}`);

describe("generated pictures", () => {
  it("write the record's name in the language the URL asks for", async () => {
    const id = shop.products[0]!.id;
    const english = await (await picture(`/images/products/${id}.svg?tr=w-300,h-300`)).text();
    expect(english).toContain(">Tea<");
    const arabic = await picture(`/images/products/${id}.svg?tr=w-300,h-300&lang=ar`);
    expect(arabic.status).toBe(200);
    const svg = await arabic.text();
    expect(svg).toContain(">شاي<");
    expect(svg).not.toContain(">Tea<");
    expect(svg).toContain('direction="rtl"');
  });

  it("localize every kind of record, and refuse an unknown language", async () => {
    expect(await (await picture(`/images/categories/${shop.category}.svg?lang=ar`)).text()).toContain(
      ">الكل<",
    );
    const refused = await picture(`/images/products/${shop.products[0]!.id}.svg?lang=xx`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "invalid_locale" });
  });
});
