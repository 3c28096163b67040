// Issue 17, "79 inputs answer 500": ids past the 32-bit columns, NUL bytes in stored or searched
// text, year 0000, partial updates; the 413 that closed a keep-alive connection; product images
// served to another tenant's host. Each answered 500 (or leaked) before the fix.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, homeRails } from "./db/schema";
import { insertProducts } from "./seed/builders";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { productNamed, seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
let other: Awaited<ReturnType<typeof seedShop>>;
let token: string;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "hostile");
  other = await seedShop(ctx.database.db, "neighbour");
  token = await clientFor(ctx, shop.tenant).login();
});
afterAll(() => ctx?.close());

const api = () => clientFor(ctx, shop.tenant);
const product = (name: string) => productNamed(shop, name);
const tea = () => String(product("Tea").id);

/** A 4xx with the error envelope: never a 500, never a stack trace. */
function expectClientError(answer: {
  status: number;
  json: { status?: string; code?: string };
  text: string;
}) {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.json.status).toBe("error");
  expect(answer.json.code).toBeTruthy();
  expect(answer.text).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
}

describe("ids past 2^31 − 1", () => {
  it("are 400s in paths, bodies and queries", async () => {
    for (const id of ["2147483648", "9999999999"]) {
      expectClientError(await api().get(`/products/${id}`));
      expectClientError(await api().get(`/products/${tea()}?variant_id=${id}`));
      expectClientError(await api().post("/update_cart", { product_id: id, qty: 1 }, { token }));
      expectClientError(
        await api().post("/update_cart", { product_id: tea(), variant_id: id, qty: 1 }, { token }),
      );
      expectClientError(await api().get(`/account/orders/${id}`, { token }));
      expectClientError(await api().put(`/account/addresses/${id}`, { city: "Jeddah" }, { token }));
      expectClientError(await api().get(`/products?category_id=${id}`));
      expect((await ctx.app.request(`http://hostile.localhost/images/products/${id}.svg`)).status).toBe(404);
    }
    expect((await api().get("/products/2147483647")).status).toBe(404);
  });
});

describe("NUL bytes", () => {
  it("are refused with their path in every stored or searched text", async () => {
    const nul = "a\u0000b";
    const answers = [
      await api().post("/signup", { name: nul, email: "nul@example.com", password: "nul-password" }),
      await api().post("/login", { email: "demo@example.com", password: nul }),
      await api().post(
        "/account/addresses",
        { name: "Home", phone: "500000000", line1: nul, city: "Riyadh", country: "SA" },
        { token },
      ),
      await api().put("/account/profile", { name: nul }, { token }),
      await api().post("/check_coupon", { code: nul }),
      await api().get("/products?key=%00"),
      await api().get("/suggestions?key=te%00a"),
      await api().get("/cart_summary?coupon_code=%00", { token }),
      await api().post(
        "/place_order",
        { delivery_method: "pickup", payment_method: "cod", note: nul },
        { token, headers: { "idempotency-key": "nul-note-0001" } },
      ),
      await api().call("GET", "/ecommerce/api/cms/pages/ab%00c"),
      await api().post("/signup", {
        name: "Key",
        [`x${"\u0000"}`]: 1,
        email: "k@example.com",
        password: "key-password",
      }),
    ];
    for (const answer of answers) expectClientError(answer);
    expect(answers[0]?.json.issues).toEqual([
      { path: "body.name", message: "Text must not contain the NUL character" },
    ]);
  });
});

describe("dates", () => {
  it("refuses year 0000", async () => {
    expectClientError(await api().get("/account/statement?from=0000-01-01", { token }));
    expectClientError(
      await api().post("/update_cart", { product_id: tea(), qty: 1, visit_date: "0000-06-01" }, { token }),
    );
  });
});

describe("partial updates", () => {
  it("accept a body that changes one flag or nothing", async () => {
    const created = await api().post(
      "/account/addresses",
      { name: "Work", phone: "500000000", line1: "King Fahd Rd", city: "Riyadh", country: "SA" },
      { token },
    );
    const second = await api().post(
      "/account/addresses",
      { name: "Home", phone: "500000000", line1: "Olaya St", city: "Riyadh", country: "SA" },
      { token },
    );
    expect(second.json.data.is_default).toBe(false);
    const flag = await api().put(
      `/account/addresses/${second.json.data._id}`,
      { is_default: true },
      { token },
    );
    expect(flag.status).toBe(200);
    expect(flag.json.data).toMatchObject({ _id: second.json.data._id, is_default: true, line1: "Olaya St" });
    const list = await api().get("/account/addresses", { token });
    expect(list.json.data.find((a: { _id: string }) => a._id === created.json.data._id).is_default).toBe(
      false,
    );
    const nothing = await api().put("/account/profile", {}, { token });
    expect(nothing.status).toBe(200);
    expect(nothing.json.data.email).toBe("demo@example.com");
    expect((await api().put(`/account/addresses/${second.json.data._id}`, {}, { token })).status).toBe(200);
  });
});

describe("lone surrogates", () => {
  it("are 400s in every text field, on both databases, never a 500", async () => {
    const lone = "note \ud800";
    const guest = await api().post("/guest_login", {});
    const session = guest.json.data.token as string;
    const answers = {
      updateCart: await api().post(
        "/update_cart",
        { product_id: tea(), qty: 1, details: { note: lone } },
        { token },
      ),
      mergeCart: await api().post(
        "/merge_cart",
        { lines: [{ product_id: tea(), qty: 1, details: { note: lone } }] },
        { token, headers: { "idempotency-key": "surrogate-merge-1" } },
      ),
      profile: await api().put("/account/profile", { name: lone }, { token: session }),
      address: await api().post(
        "/account/addresses",
        { name: "A", phone: "500000001", line1: lone, city: "Riyadh", country: "SA" },
        { token },
      ),
      signup: await api().post("/signup", {
        name: lone,
        email: "lone@example.com",
        password: "lone-password",
      }),
    };
    for (const [call, answer] of Object.entries(answers)) {
      expect(answer.status, `${call}: ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${call}: ${answer.text}`).toBeLessThan(500);
    }
    expect(answers.updateCart.json.issues[0].path).toBe("body.details.note");
  });
});

describe("payload too large", () => {
  it("says the connection closes instead of announcing a keep-alive it drops", async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, "127.0.0.1");
      await once(socket, "connect");
      const body = JSON.stringify({
        name: "x".repeat(70 * 1024),
        email: "big@example.com",
        password: "big-password",
      });
      socket.write(
        [
          "POST /ecommerce/api/snachoo/signup HTTP/1.1",
          "Host: hostile.localhost",
          `Authorization: Bearer ${shop.tenant.accessToken}`,
          "Content-Type: application/json",
          "Connection: keep-alive",
          `Content-Length: ${body.length}`,
          "",
          body,
        ].join("\r\n"),
      );
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk) => {
        received += chunk;
      });
      await once(socket, "close");
      const head = received.split("\r\n\r\n")[0] ?? "";
      expect(head).toMatch(/^HTTP\/1\.1 413/);
      expect(head.toLowerCase()).toContain("connection: close");
      expect(head.toLowerCase()).not.toContain("keep-alive");
    } finally {
      server.close();
    }
  });
});

describe("payload too large, from many clients at once", () => {
  /** Sends a 10 MB body as most clients do — all of it, then reads — and says what came back. */
  function sendWholeThenRead(port: number, bytes: number): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk) => {
        received += chunk;
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(`${error.code}`));
      socket.on("close", () => resolve(received.slice(0, 12) || "closed without an answer"));
      socket.write(
        [
          "POST /ecommerce/api/snachoo/login HTTP/1.1",
          "Host: hostile.localhost",
          `Authorization: Bearer ${shop.tenant.accessToken}`,
          "Content-Type: application/json",
          `Content-Length: ${bytes}`,
          "",
          "",
        ].join("\r\n"),
      );
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!socket.write(chunk)) {
            socket.once("drain", write);
            return;
          }
        }
      };
      write();
    });
  }

  it("reads a chunked body (no Content-Length) within the limit, and refuses one past it", async () => {
    const chunked = (body: string) =>
      ctx.app.request("http://hostile.localhost/ecommerce/api/snachoo/check_coupon", {
        method: "POST",
        headers: {
          host: "hostile.localhost",
          authorization: `Bearer ${shop.tenant.accessToken}`,
          "content-type": "application/json",
          "x-forwarded-for": "10.33.0.1",
        },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < body.length; i += 4096)
              controller.enqueue(new TextEncoder().encode(body.slice(i, i + 4096)));
            controller.close();
          },
        }),
        // @ts-expect-error Node's fetch needs it for a stream body; the DOM types do not know it.
        duplex: "half",
      });
    expect((await chunked(JSON.stringify({ code: "WELCOME10" }))).status).toBe(200);
    const big = await chunked(JSON.stringify({ code: "x".repeat(200 * 1024) }));
    expect(big.status).toBe(413);
  });

  it("answers every one of 10 clients streaming 10 MB with the 413, none with a reset", async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => sendWholeThenRead(port, 10 * 1024 * 1024)),
      );
      expect(answers).toEqual(Array(10).fill("HTTP/1.1 413"));
    } finally {
      server.close();
    }
  }, 60_000);
});

describe("pictures", () => {
  it("are served only to their own tenant's host", async () => {
    const id = product("Tea").id;
    expect((await ctx.app.request(`http://hostile.localhost/images/products/${id}.svg`)).status).toBe(200);
    expect((await ctx.app.request(`http://neighbour.localhost/images/products/${id}.svg`)).status).toBe(404);
    const variant = product("Shirt").variants[0]?.id;
    expect((await ctx.app.request(`http://neighbour.localhost/images/variants/${variant}.svg`)).status).toBe(
      404,
    );
    expect((await ctx.app.request("http://hostile.localhost/images/partners/hostile/logo.svg")).status).toBe(
      200,
    );
    expect(
      (await ctx.app.request("http://hostile.localhost/images/partners/neighbour/logo.svg")).status,
    ).toBe(404);
    expect((await ctx.app.request(`http://nobody.localhost/images/products/${id}.svg`)).status).toBe(404);
    expect((await ctx.app.request("http://hostile.localhost/images/__proto__/1.svg")).status).toBe(404);
    expect(other.tenant.id).not.toBe(shop.tenant.id);
  });
});

describe("replacement patterns in partner and catalogue text", () => {
  it("come back from the partner lookup and the home as they were written", async () => {
    const special = "Tom $' & Jerry $` $& $$ $1 </script>";
    const tricky = await seedShop(ctx.database.db, "dollar", { name: `Shop ${special}` });
    await ctx.database.db
      .insert(banners)
      .values({ tenantId: tricky.tenant.id, title: `Sale ${special}`, position: 0 });
    await ctx.database.db
      .insert(homeRails)
      .values({ tenantId: tricky.tenant.id, title: `Rail ${special}`, kind: "newest", position: 0 });
    await insertProducts(ctx.database.db, tricky.tenant.id, [
      {
        name: `Vase ${special}`,
        nameAr: `مزهرية ${special}`,
        category: null,
        variants: [{ price: 100, stock: 1 }],
      },
    ]);
    ctx.app.partners.invalidate();
    const client = clientFor(ctx, tricky.tenant);
    expect((await client.call("GET", "/snachoo/api/partner")).json.data.name).toBe(`Shop ${special}`);
    const home = (await client.call("GET", "/ecommerce/api/cms/home")).json.data;
    expect(home.banners[0].title).toBe(`Sale ${special}`);
    expect(home.rails[0].title).toBe(`Rail ${special}`);
    expect(home.rails[0].products[0].name).toBe(`Vase ${special}`);
  });
});
