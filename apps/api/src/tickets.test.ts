// Adventure-park tickets: the visit day is checked (not past, not beyond a year ahead), kept on
// the cart line and carried to the order line's details, which the order answer shows. Before, a
// visit on 2020-01-01 was accepted and neither the cart line nor the order said which day.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines } from "./db/schema";
import { seedDemoPartner } from "./seed/demo";
import { adventurePark } from "./seed/partners/adventure-park";
import { VISIT_DAYS_AHEAD } from "./services/line-details";
import { clientFor, openTestContext, type TestContext } from "./test/harness";

let ctx: TestContext;
let park: ReturnType<typeof clientFor>;
let token: string;
let ticketId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await openTestContext();
  const tenant = await seedDemoPartner(ctx.database.db, adventurePark);
  ctx.app.partners.invalidate();
  park = clientFor(ctx, tenant);
  token = await park.login();
  const products = (await park.get("/products?per_page=50")).json.data.items as Array<{
    _id: string;
    kind?: string;
  }>;
  const ticket = products.find((product) => product.kind === "ticket");
  if (!ticket) throw new Error("no ticket");
  ticketId = ticket._id;
});
afterAll(() => ctx?.close());

const setTicket = (visit_date: string | null, qty = 2) =>
  park.post("/update_cart", { product_id: ticketId, qty, visit_date }, { token });

describe("a ticket's visit day", () => {
  it("is refused when it has passed or is more than a year ahead", async () => {
    for (const visit of ["2020-01-01", day(-3), day(VISIT_DAYS_AHEAD + 5)]) {
      const answer = await setTicket(visit);
      expect([answer.status, answer.json.code], visit).toEqual([422, "invalid_visit_date"]);
      expect(answer.json.issues[0].path).toBe("body.visit_date");
    }
  });

  it("is kept on the cart line and carried to the order line", async () => {
    const visit = day(7);
    const cart = await setTicket(visit);
    expect(cart.status).toBe(200);
    expect(
      cart.json.data.find((line: { product_id: string }) => line.product_id === ticketId)?.visit_date,
    ).toBe(visit);
    // Another day for the same ticket moves the line, it does not add one.
    const moved = await setTicket(day(8));
    expect(
      moved.json.data.filter((line: { product_id: string }) => line.product_id === ticketId),
    ).toHaveLength(1);
    const placed = await park.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "card", card_token: "tok_visa" },
      { token, headers: { "idempotency-key": "ticket-order-1" } },
    );
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data.lines[0].details).toEqual({ date: day(8) });
    const shown = await park.get(`/account/orders/${placed.json.data._id}`, { token });
    expect(shown.json.data.lines[0].details).toEqual({ date: day(8) });
  });

  it("is checked again at order time: a day that passed in the cart is refused", async () => {
    expect((await setTicket(day(1), 1)).status).toBe(200);
    await ctx.database.db
      .update(cartLines)
      .set({ visitDate: day(-5) })
      .where(eq(cartLines.productId, Number(ticketId)));
    const placed = await park.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "ticket-order-2" } },
    );
    expect([placed.status, placed.json.code]).toEqual([422, "invalid_visit_date"]);
  });
});
