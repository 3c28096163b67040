import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContext, type TestContext } from "../test/harness";
import { seedShop } from "../test/seed-helpers";
import { parseTransformation } from "./svg";

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

describe("pictures and their transformations", () => {
  it("serves generated SVGs honouring tr and refusing bad ones", async () => {
    const id = shop.products[0]!.id;
    const res = await ctx.app.request(
      `http://pictures.localhost/images/products/${id}.svg?tr=w-300,h-200,q-80`,
    );
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await res.text();
    expect(svg).toContain('width="300" height="200"');
    expect(svg).toContain("Tea");
    expect(
      (await ctx.app.request(`http://pictures.localhost/images/products/${id}.svg?tr=w-99999`)).status,
    ).toBe(200);
    expect((await ctx.app.request(`http://pictures.localhost/images/products/${id}.svg?tr=x-1`)).status).toBe(
      400,
    );
    expect((await ctx.app.request("http://pictures.localhost/images/products/999999.svg")).status).toBe(404);
  });

  it("parses and clamps transformations", () => {
    expect(parseTransformation("w-300,h-300,q-80")).toEqual({ width: 300, height: 300, quality: 80 });
    expect(parseTransformation("w-5000")).toEqual({ width: 2000, height: 2000, quality: 80 });
    expect(parseTransformation("w-1,q-0")).toEqual({ width: 16, height: 16, quality: 1 });
    expect(parseTransformation("w-abc")).toBeNull();
    expect(parseTransformation(undefined)).toEqual({ width: 600, height: 600, quality: 80 });
  });
});

describe("what the API server does not serve", () => {
  it("answers a page's path with a JSON 404 naming the storefront server", async () => {
    const answer = await ctx.app.request("http://pictures.localhost/products/1", {
      headers: { host: "pictures.localhost" },
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { code: string; msg: string }).msg).toContain("@storefront/web");
  });
});
