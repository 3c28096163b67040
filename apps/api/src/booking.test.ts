import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, weekdayOf, zonedInstant, zonedParts } from "./lib/zoned-time";
import { seedDemoPartner } from "./seed/demo";
import { hospital as demoHospital, salon as demoSalon } from "./seed/partners/booking";
import { clientFor, openTestContext, type TestContext } from "./test/harness";

// The booking rules of issue 14 (and the cap of issue 17), against a real database: PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set (`PG_PORT=… source .ci/postgres.sh`), where the
// concurrent requests really run in parallel transactions.

let ctx: TestContext;
let salon: ReturnType<typeof clientFor>;
let hospital: ReturnType<typeof clientFor>;
const ZONE = "Asia/Riyadh";

beforeAll(async () => {
  ctx = await openTestContext();
  const salonTenant = await seedDemoPartner(ctx.database.db, demoSalon);
  const hospitalTenant = await seedDemoPartner(ctx.database.db, demoHospital);
  ctx.app.partners.invalidate();
  salon = clientFor(ctx, salonTenant);
  hospital = clientFor(ctx, hospitalTenant);
}, 60_000);
afterAll(() => ctx?.close());

let signups = 0;
/** A new customer of the partner (the cap counts per customer). */
async function customer(api: ReturnType<typeof clientFor>): Promise<string> {
  signups += 1;
  const res = await api.post("/signup", {
    name: `Customer ${signups}`,
    email: `booking-${signups}-${Date.now()}@example.com`,
    password: "a-long-password-1",
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data.token as string;
}

type Api = ReturnType<typeof clientFor>;
type Service = { _id: string; name: string; price: number; duration_min: number };
type Staff = { _id: string; name: string; service_ids: string[] };
type Slot = { starts_at: string; ends_at: string; available: boolean };
type Day = { date: string; state: "open" | "full" | "closed"; free: number; reason: string | null };

async function catalogue(api: Api) {
  const services: Service[] = (await api.get("/booking/services")).json.data;
  const staff: Staff[] = (await api.get("/booking/staff")).json.data;
  return { services, staff };
}

/** The open days of a service's calendar from `after` days ahead. */
async function openDays(api: Api, serviceId: string, staffId?: string, after = 2): Promise<Day[]> {
  const query = `service_id=${serviceId}${staffId ? `&staff_id=${staffId}` : ""}`;
  const calendar = (await api.get(`/booking/calendar?${query}`)).json.data;
  const from = addCalendarDays(calendar.today, after);
  return calendar.days.filter((day: Day) => day.state === "open" && day.date >= from);
}

async function freeSlots(api: Api, serviceId: string, date: string, staffId?: string): Promise<Slot[]> {
  const query = `service_id=${serviceId}&date=${date}${staffId ? `&staff_id=${staffId}` : ""}`;
  const res = await api.get(`/booking/slots?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data.filter((slot: Slot) => slot.available);
}

describe("the calendar, in the partner's time zone", () => {
  it("names the zone and closes Fridays and the holiday, with its reason", async () => {
    const { services } = await catalogue(salon);
    const res = await salon.get(`/booking/calendar?service_id=${services[0]!._id}`);
    expect(res.status).toBe(200);
    const calendar = res.json.data;
    expect(calendar.time_zone).toBe(ZONE);
    expect(calendar.today).toBe(zonedParts(new Date(), ZONE).day);
    expect(calendar.days).toHaveLength(60);
    expect(calendar.last_day).toBe(addCalendarDays(calendar.today, 59));
    expect(calendar.location.address).toContain("Riyadh");
    const fridays = calendar.days.filter((day: Day) => weekdayOf(day.date) === 5);
    expect(fridays.length).toBeGreaterThan(7);
    for (const day of fridays) expect(day).toMatchObject({ state: "closed", free: 0, reason: null });
    const holiday = calendar.days.find((day: Day) => day.reason !== null);
    expect(holiday).toMatchObject({ state: "closed", reason: "Staff training day" });
    expect(weekdayOf(holiday.date)).not.toBe(5);
    // A holiday has no slots; an open day starts at 09:00 in Riyadh (06:00 UTC).
    expect(await freeSlots(salon, services[0]!._id, holiday.date)).toEqual([]);
    const [open] = await openDays(salon, services[0]!._id);
    const slots: Slot[] = (
      await salon.get(`/booking/slots?service_id=${services[0]!._id}&date=${open!.date}`)
    ).json.data;
    expect(slots[0]!.starts_at).toBe(zonedInstant(open!.date, 9 * 60, ZONE).toISOString());
    expect(slots.filter((slot) => slot.available)).toHaveLength(open!.free);
  });
});

describe("one slot, one appointment", () => {
  it("books exactly one of 20 concurrent requests for one person's slot; the rest are 409 slot_taken", async () => {
    const { services, staff } = await catalogue(salon);
    const service = services[0]!;
    const person = staff[0]!;
    const [day] = await openDays(salon, service._id, person._id, 3);
    const [slot] = await freeSlots(salon, service._id, day!.date, person._id);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => customer(salon)));
    const body = { service_id: service._id, staff_id: person._id, starts_at: slot!.starts_at };
    const answers = await Promise.all(
      tokens.map((token) => salon.post("/booking/appointments", body, { token })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.json.code).toBe("slot_taken");
    const after = await salon.get(
      `/booking/slots?service_id=${service._id}&staff_id=${person._id}&date=${day!.date}`,
    );
    expect(after.json.data.find((s: Slot) => s.starts_at === slot!.starts_at).available).toBe(false);
  });

  it("books 'anyone available' with a free person until everyone who gives the service is booked", async () => {
    const { services, staff } = await catalogue(hospital);
    const general = services[0]!; // every doctor gives it
    const doctors = staff.filter((person) => person.service_ids.includes(general._id));
    expect(doctors.length).toBe(3);
    const [day] = await openDays(hospital, general._id, undefined, 4);
    const [slot] = await freeSlots(hospital, general._id, day!.date);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => customer(hospital)));
    const answers = await Promise.all(
      tokens.map((token) =>
        hospital.post(
          "/booking/appointments",
          { service_id: general._id, starts_at: slot!.starts_at },
          { token },
        ),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked).toHaveLength(3);
    expect(new Set(booked.map((answer) => answer.json.data.staff._id)).size).toBe(3);
    expect(answers.filter((answer) => answer.status === 409).map((a) => a.json.code)).toEqual([
      "slot_taken",
      "slot_taken",
    ]);
    const slots: Slot[] = (await hospital.get(`/booking/slots?service_id=${general._id}&date=${day!.date}`))
      .json.data;
    expect(slots.find((s) => s.starts_at === slot!.starts_at)?.available).toBe(false);
  });
});

describe("a time that cannot be booked is 422 with the reason", () => {
  it("refuses the past, beyond the window, a closed day and outside the working hours", async () => {
    const { services, staff } = await catalogue(salon);
    const token = await customer(salon);
    const book = (startsAt: Date) =>
      salon.post(
        "/booking/appointments",
        { service_id: services[0]!._id, staff_id: staff[0]!._id, starts_at: startsAt.toISOString() },
        { token },
      );
    const today = zonedParts(new Date(), ZONE).day;
    const yesterday = await book(zonedInstant(addCalendarDays(today, -1), 10 * 60, ZONE));
    expect([yesterday.status, yesterday.json.code]).toEqual([422, "slot_in_past"]);
    let friday = addCalendarDays(today, 2);
    while (weekdayOf(friday) !== 5) friday = addCalendarDays(friday, 1);
    const closed = await book(zonedInstant(friday, 10 * 60, ZONE));
    expect([closed.status, closed.json.code]).toEqual([422, "closed_day"]);
    const calendar = (await salon.get(`/booking/calendar?service_id=${services[0]!._id}`)).json.data;
    const holiday = calendar.days.find((day: Day) => day.reason !== null);
    const onHoliday = await book(zonedInstant(holiday.date, 10 * 60, ZONE));
    expect([onHoliday.status, onHoliday.json.code]).toEqual([422, "closed_day"]);
    expect(onHoliday.json.msg).toContain("Staff training day");
    const [open] = await openDays(salon, services[0]!._id, staff[0]!._id);
    const lunch = await book(zonedInstant(open!.date, 14 * 60, ZONE));
    expect([lunch.status, lunch.json.code]).toEqual([422, "outside_working_hours"]);
    const offGrid = await book(zonedInstant(open!.date, 10 * 60 + 15, ZONE));
    expect([offGrid.status, offGrid.json.code]).toEqual([422, "outside_working_hours"]);
    let far = addCalendarDays(today, 70);
    while (weekdayOf(far) === 5) far = addCalendarDays(far, 1);
    const beyond = await book(zonedInstant(far, 10 * 60, ZONE));
    expect([beyond.status, beyond.json.code]).toEqual([422, "beyond_booking_window"]);
  });
});

describe("open appointments per customer are capped (issue 17: one guest booked a doctor's whole day)", () => {
  it("books at most 5 upcoming appointments for one customer, also when all are asked at once", async () => {
    const { services, staff } = await catalogue(hospital);
    const service = services[0]!;
    const doctor = staff[1]!;
    const [day] = await openDays(hospital, service._id, doctor._id, 6);
    const slots = await freeSlots(hospital, service._id, day!.date, doctor._id);
    expect(slots.length).toBeGreaterThanOrEqual(12);
    const guest = await hospital.post("/guest_login", {});
    const token = guest.json.data.token as string;
    const answers = await Promise.all(
      slots
        .slice(0, 12)
        .map((slot) =>
          hospital.post(
            "/booking/appointments",
            { service_id: service._id, staff_id: doctor._id, starts_at: slot.starts_at },
            { token },
          ),
        ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.json.code])).toEqual(
      Array(7).fill([409, "too_many_appointments"]),
    );
    expect(refused[0]!.json.msg).toBe(
      "You already have 5 upcoming appointments. Cancel one to book another.",
    );
    // Cancelling one frees a place.
    const mine = (await hospital.get("/account/appointments?scope=upcoming", { token })).json.data;
    expect(mine).toHaveLength(5);
    const cancelled = await hospital.post(`/booking/appointments/${mine[0]._id}/cancel`, {}, { token });
    expect(cancelled.status).toBe(200);
    // Which five of the twelve won the race varies, so book one nobody holds.
    const taken = new Set(mine.map((appointment: { starts_at: string }) => appointment.starts_at));
    expect(slots.filter((slot) => taken.has(slot.starts_at))).toHaveLength(5);
    const free = slots.slice(0, 12).find((slot) => !taken.has(slot.starts_at))!;
    const again = await hospital.post(
      "/booking/appointments",
      { service_id: service._id, staff_id: doctor._id, starts_at: free.starts_at },
      { token },
    );
    expect(again.status).toBe(201);
  });
});

/** `count` free slots of a person that do not overlap, from the open days `after` days ahead on. */
async function separateSlots(api: Api, serviceId: string, staffId: string, count: number, after: number) {
  const picked: Slot[] = [];
  for (const day of await openDays(api, serviceId, staffId, after)) {
    for (const slot of await freeSlots(api, serviceId, day.date, staffId)) {
      const last = picked.at(-1);
      if (!last || slot.starts_at >= last.ends_at) picked.push(slot);
      if (picked.length === count) return picked;
    }
  }
  throw new Error(`fewer than ${count} separate free slots`);
}

describe("open appointments per device and per address are capped too", () => {
  /** A guest session of its own from `ip` (with `device`, when given). */
  async function guestAt(ip: string) {
    const guest = await salon.post("/guest_login", {}, { headers: { "x-forwarded-for": ip } });
    return guest.json.data.token as string;
  }

  it("stops several guest sessions from one address booking out a stylist's day, also all at once", async () => {
    const { services, staff } = await catalogue(salon);
    const service = services[0]!;
    const stylist = staff[1]!;
    const slots = await separateSlots(salon, service._id, stylist._id, 13, 10);
    const ip = "10.91.0.1";
    // Four guests of one household or one script, three bookings each, all at once.
    const tokens = await Promise.all(Array.from({ length: 4 }, () => guestAt(ip)));
    const answers = await Promise.all(
      slots
        .slice(0, 12)
        .map((slot, i) =>
          salon.post(
            "/booking/appointments",
            { service_id: service._id, staff_id: stylist._id, starts_at: slot.starts_at },
            { token: tokens[i % 4], headers: { "x-forwarded-for": ip } },
          ),
        ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(8);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.json.code)).toEqual(Array(4).fill("too_many_appointments"));
    expect(refused[0]!.json.msg).toBe(
      "Your connection already has 8 upcoming appointments. Cancel one to book another.",
    );
    // Another address still books the stylist's free times.
    const other = await guestAt("10.91.0.2");
    const elsewhere = await salon.post(
      "/booking/appointments",
      { service_id: service._id, staff_id: stylist._id, starts_at: slots[12]!.starts_at },
      { token: other, headers: { "x-forwarded-for": "10.91.0.2" } },
    );
    expect(elsewhere.status).toBe(201);
  });

  it("stops one device booking with a new guest (and address) each time", async () => {
    const { services, staff } = await catalogue(salon);
    const service = services[0]!;
    const stylist = staff[0]!;
    const slots = await separateSlots(salon, service._id, stylist._id, 6, 20);
    const statuses = [];
    for (const [i, slot] of slots.entries()) {
      const ip = `10.92.0.${i}`;
      const answer = await salon.post(
        "/booking/appointments",
        { service_id: service._id, staff_id: stylist._id, starts_at: slot.starts_at },
        { token: await guestAt(ip), headers: { "x-forwarded-for": ip, "x-device-id": "one-phone-0001" } },
      );
      statuses.push(answer.status === 201 ? 201 : answer.json.msg);
    }
    expect(statuses).toEqual([
      ...Array(5).fill(201),
      "This device already has 5 upcoming appointments. Cancel one to book another.",
    ]);
  });
});

describe("offers are priced on the server", () => {
  it("takes the offer off the price it quotes and charges, and refuses it where it does not apply", async () => {
    const { services, staff } = await catalogue(salon);
    const offers = (await salon.get("/booking/offers")).json.data;
    const colouring = services.find((service) => service.name === "Hair colouring")!;
    const colourOffer = offers.find(
      (offer: { service_id: string | null }) => offer.service_id === colouring._id,
    );
    const morning = offers.find((offer: { weekdays: number[] | null }) => offer.weekdays !== null);
    expect(colourOffer.discount_percent).toBe(20);
    expect(morning).toMatchObject({ weekdays: [7, 1, 2, 3, 4], starts_before: "13:00", service_id: null });
    const person = staff.find((p) => p.service_ids.includes(colouring._id))!;
    const [day] = await openDays(salon, colouring._id, person._id, 2);
    const [slot] = await freeSlots(salon, colouring._id, day!.date, person._id);
    const quote = await salon.get(
      `/booking/quote?service_id=${colouring._id}&staff_id=${person._id}&starts_at=${encodeURIComponent(slot!.starts_at)}&offer_id=${colourOffer._id}`,
    );
    expect(quote.json.data).toEqual({
      list_price: 350,
      discount: 70,
      voucher_amount: 0,
      plan_session: false,
      price: 280,
    });
    const token = await customer(salon);
    const booked = await salon.post(
      "/booking/appointments",
      {
        service_id: colouring._id,
        staff_id: person._id,
        starts_at: slot!.starts_at,
        offer_id: colourOffer._id,
      },
      { token },
    );
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json.data.price).toBe(280);
    expect(booked.json.data.offer.title).toBe("20% off hair colouring");
    // The colouring offer is not for a haircut.
    const haircut = services[0]!;
    const wrong = await salon.get(
      `/booking/quote?service_id=${haircut._id}&starts_at=${encodeURIComponent(slot!.starts_at)}&offer_id=${colourOffer._id}`,
    );
    expect([wrong.status, wrong.json.code]).toEqual([422, "offer_not_applicable"]);
    // The morning offer: not in the evening, not on a Saturday. The evening is on one of the
    // offer's weekdays, so only its hour is wrong (the first open day may be a Saturday).
    const open = (await openDays(salon, haircut._id)).find((day) =>
      (morning.weekdays as number[]).includes(weekdayOf(day.date)),
    );
    const evening = zonedInstant(open!.date, 18 * 60, ZONE).toISOString();
    const late = await salon.get(
      `/booking/quote?service_id=${haircut._id}&starts_at=${encodeURIComponent(evening)}&offer_id=${morning._id}`,
    );
    expect([late.status, late.json.code, late.json.msg]).toEqual([
      422,
      "offer_not_applicable",
      "This offer is only for appointments starting before 13:00.",
    ]);
    let saturday = open!.date;
    while (weekdayOf(saturday) !== 6) saturday = addCalendarDays(saturday, 1);
    const weekend = await salon.get(
      `/booking/quote?service_id=${haircut._id}&starts_at=${encodeURIComponent(zonedInstant(saturday, 10 * 60, ZONE).toISOString())}&offer_id=${morning._id}`,
    );
    expect([weekend.status, weekend.json.code]).toEqual([422, "offer_not_applicable"]);
    const unknown = await salon.get(
      `/booking/quote?service_id=${haircut._id}&starts_at=${encodeURIComponent(evening)}&offer_id=999999`,
    );
    expect([unknown.status, unknown.json.code]).toEqual([404, "offer_not_found"]);
  });
});

/** Buys a voucher or plan with a fresh key (or the one given). */
function buy(
  api: Api,
  token: string,
  what: "vouchers" | "paid_plans",
  id: string,
  key = `key-${Math.random()}`,
  card = "tok_visa",
) {
  return api.post(
    `/booking/${what}/${id}/purchase`,
    { payment_method: "card", card_token: card },
    { token, headers: { "idempotency-key": key.replace(/[^A-Za-z0-9_.:-]/g, "") } },
  );
}

describe("gift vouchers: bought once, priced on the server, used once", () => {
  it("sells a voucher idempotently, at its price, into the orders and the statement", async () => {
    const token = await customer(salon);
    const [, discounted] = (await salon.get("/booking/vouchers")).json.data;
    expect(discounted).toMatchObject({ value: 250, price: 225 });
    const key = `voucher-${Date.now()}`;
    const [first, again] = await Promise.all([
      buy(salon, token, "vouchers", discounted._id, key),
      buy(salon, token, "vouchers", discounted._id, key),
    ]);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.data._id).toBe(first.json.data._id);
    const order = first.json.data;
    expect(order).toMatchObject({ channel: "booking", total: 225, payment_status: "paid" });
    expect(order.extra.voucher_code).toMatch(/^GV-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const mine = (await salon.get("/booking/my_vouchers", { token })).json.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ code: order.extra.voucher_code, value: 250, state: "active" });
    const orders = (await salon.get("/account/orders", { token })).json.data.items;
    expect(orders.map((o: { order_ref: string }) => o.order_ref)).toEqual([order.order_ref]);
    const statement = (await salon.get("/account/statement", { token })).json.data.entries;
    expect(statement.map((e: { description: string }) => e.description)).toContain(
      `Gift voucher 250 (pay 225) (${order.order_ref})`,
    );
    // A declined card buys nothing.
    const declined = await buy(
      salon,
      token,
      "vouchers",
      discounted._id,
      `declined-${Date.now()}`,
      "tok_declined",
    );
    expect([declined.status, declined.json.code]).toEqual([402, "payment_failed"]);
    expect((await salon.get("/booking/my_vouchers", { token })).json.data).toHaveLength(1);
    // Cash is not a way to buy one.
    const cash = await salon.post(
      `/booking/vouchers/${discounted._id}/purchase`,
      { payment_method: "cod" },
      { token, headers: { "idempotency-key": `cash-${Date.now()}` } },
    );
    expect(cash.status).toBe(400);
  });

  it("pays a booking with a voucher once, even when ten bookings race for it; a cancel gives it back", async () => {
    const buyer = await customer(salon);
    const [hundred] = (await salon.get("/booking/vouchers")).json.data;
    const code = (await buy(salon, buyer, "vouchers", hundred._id)).json.data.extra.voucher_code as string;
    expect((await salon.get(`/booking/voucher_check?code=${code}`)).json.data).toMatchObject({
      value: 100,
      state: "active",
    });
    // Typed loosely, it is the same code; on another partner it does not exist.
    expect(
      (await salon.get(`/booking/voucher_check?code=${code.toLowerCase().replaceAll("-", " ")}`)).status,
    ).toBe(200);
    expect((await hospital.get(`/booking/voucher_check?code=${code}`)).status).toBe(404);
    // Ten manicures (30 minutes, so the slots do not overlap) of one artist, each with the code.
    const { services, staff } = await catalogue(salon);
    const manicure = services.find((service) => service.name === "Manicure")!;
    const artist = staff.find((person) => person.service_ids.includes(manicure._id))!;
    const [day] = await openDays(salon, manicure._id, artist._id, 5);
    const slots = await freeSlots(salon, manicure._id, day!.date, artist._id);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => customer(salon)));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        salon.post(
          "/booking/appointments",
          {
            service_id: manicure._id,
            staff_id: artist._id,
            starts_at: slots[i]!.starts_at,
            voucher_code: code,
          },
          { token },
        ),
      ),
    );
    const paid = answers.filter((answer) => answer.status === 201);
    expect(paid).toHaveLength(1);
    // The voucher pays up to the price (80 of its 100); nothing is left to pay.
    expect(paid[0]!.json.data.pricing).toEqual({
      list_price: 80,
      discount: 0,
      voucher_amount: 80,
      plan_session: false,
      price: 0,
    });
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.json.code])).toEqual(
      Array(9).fill([409, "voucher_used"]),
    );
    expect((await salon.get(`/booking/voucher_check?code=${code}`)).json.data.state).toBe("redeemed");
    const winner = tokens[answers.indexOf(paid[0]!)]!;
    await salon.post(`/booking/appointments/${paid[0]!.json.data._id}/cancel`, {}, { token: winner });
    expect((await salon.get(`/booking/voucher_check?code=${code}`)).json.data.state).toBe("active");
  });
});

describe("paid plans", () => {
  it("sells a plan and pays bookings of its services with its sessions", async () => {
    const token = await customer(salon);
    const { services, staff } = await catalogue(salon);
    const plans = (await salon.get("/booking/paid_plans")).json.data;
    const glow = plans.find((plan: { name: string }) => plan.name === "Monthly glow");
    const facial = services.find((service) => service.name === "Facial")!;
    expect(glow.service_ids).toEqual([facial._id]);
    const planKey = `plan-${Date.now()}`;
    const bought = await buy(salon, token, "paid_plans", glow._id, planKey);
    expect(bought.status, bought.text).toBe(201);
    expect(bought.json.data).toMatchObject({ total: 650, channel: "booking" });
    const [held] = (await salon.get("/booking/my_plans", { token })).json.data;
    expect(held).toMatchObject({ name: "Monthly glow", sessions: 4, sessions_left: 4 });
    // The purchase answer names the plan it bought, as its contract says (and so does a replay).
    expect(bought.json.data.extra.customer_plan_id).toBe(held._id);
    const replay = await buy(salon, token, "paid_plans", glow._id, planKey);
    expect(replay.json.data.extra.customer_plan_id).toBe(held._id);
    const person = staff.find((p) => p.service_ids.includes(facial._id))!;
    const [day] = await openDays(salon, facial._id, person._id, 2);
    const [slot] = await freeSlots(salon, facial._id, day!.date, person._id);
    const booked = await salon.post(
      "/booking/appointments",
      {
        service_id: facial._id,
        staff_id: person._id,
        starts_at: slot!.starts_at,
        customer_plan_id: held._id,
      },
      { token },
    );
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json.data.pricing).toMatchObject({ plan_session: true, price: 0, list_price: 200 });
    expect((await salon.get("/booking/my_plans", { token })).json.data[0].sessions_left).toBe(3);
    // Not for a haircut; not with an offer; not someone else's.
    const haircut = await salon.post(
      "/booking/appointments",
      { service_id: services[0]!._id, starts_at: slot!.starts_at, customer_plan_id: held._id },
      { token },
    );
    expect([haircut.status, haircut.json.code]).toEqual([422, "plan_not_applicable"]);
    const stranger = await customer(salon);
    const theirs = await salon.post(
      "/booking/appointments",
      { service_id: facial._id, starts_at: slot!.starts_at, customer_plan_id: held._id },
      { token: stranger },
    );
    expect([theirs.status, theirs.json.code]).toEqual([404, "plan_not_found"]);
    await salon.post(`/booking/appointments/${booked.json.data._id}/cancel`, {}, { token });
    expect((await salon.get("/booking/my_plans", { token })).json.data[0].sessions_left).toBe(4);
  });
});

describe("call-back requests", () => {
  it("records a day and time of the partner's clock, and refuses a past one", async () => {
    const token = await customer(hospital);
    const tomorrow = addCalendarDays(zonedParts(new Date(), ZONE).day, 1);
    const ok = await hospital.post(
      "/booking/callback_requests",
      { phone: "501234567", country_code: "966", day: tomorrow, time: "16:30", note: "About my results" },
      { token },
    );
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.data).toMatchObject({
      phone: "501234567",
      status: "requested",
      // 16:30 in Riyadh is 13:30 UTC.
      preferred_at: zonedInstant(tomorrow, 16 * 60 + 30, ZONE).toISOString(),
    });
    const yesterday = addCalendarDays(zonedParts(new Date(), ZONE).day, -1);
    const past = await hospital.post(
      "/booking/callback_requests",
      { phone: "501234567", day: yesterday, time: "10:00" },
      { token },
    );
    expect([past.status, past.json.code]).toEqual([422, "callback_in_past"]);
    const bad = await hospital.post(
      "/booking/callback_requests",
      { phone: "501234567", day: tomorrow, time: "25:00" },
      { token },
    );
    expect(bad.status).toBe(400);
  });
});

describe("moving an appointment (issue 43: reschedule, not only cancel)", () => {
  type Appointment = {
    _id: string;
    starts_at: string;
    ends_at: string;
    status: string;
    staff: { _id: string };
  };
  const move = (token: string, id: string, body: Record<string, unknown>) =>
    hospital.post(`/booking/appointments/${id}/reschedule`, body, { token });
  const book = async (token: string, serviceId: string, staffId: string, startsAt: string) => {
    const res = await hospital.post(
      "/booking/appointments",
      { service_id: serviceId, staff_id: staffId, starts_at: startsAt },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    return res.json.data as Appointment;
  };

  it("moves an own appointment to another free slot of the same person, keeping its id; the old time is free again", async () => {
    const { services, staff } = await catalogue(hospital);
    const general = services[0]!;
    const doctor = staff[2]!;
    const [first, second] = await openDays(hospital, general._id, doctor._id, 30);
    const [from] = await freeSlots(hospital, general._id, first!.date, doctor._id);
    const to = (await freeSlots(hospital, general._id, second!.date, doctor._id))[2]!;
    const token = await customer(hospital);
    const booked = await book(token, general._id, doctor._id, from!.starts_at);

    const res = await move(token, booked._id, { staff_id: doctor._id, starts_at: to.starts_at });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      _id: booked._id,
      status: "booked",
      starts_at: to.starts_at,
      ends_at: to.ends_at,
      staff: { _id: doctor._id },
      price: (booked as unknown as { price: number }).price,
    });
    const mine: Appointment[] = (await hospital.get("/account/appointments?scope=upcoming", { token })).json
      .data;
    expect(mine.map((a) => [a._id, a.starts_at])).toEqual([[booked._id, to.starts_at]]);
    const before = await freeSlots(hospital, general._id, first!.date, doctor._id);
    expect(before.some((slot) => slot.starts_at === from!.starts_at)).toBe(true);
    const after = await freeSlots(hospital, general._id, second!.date, doctor._id);
    expect(after.some((slot) => slot.starts_at === to.starts_at)).toBe(false);
  });

  it("refuses a taken slot (or moves to anyone free when no one is asked for), the past, off-grid, cancelled and another's", async () => {
    const { services, staff } = await catalogue(hospital);
    const general = services[0]!;
    const doctor = staff[2]!;
    const [day] = await openDays(hospital, general._id, doctor._id, 33);
    const slots = await freeSlots(hospital, general._id, day!.date, doctor._id);
    const token = await customer(hospital);
    const other = await customer(hospital);
    const mine = await book(token, general._id, doctor._id, slots[0]!.starts_at);
    const theirs = await book(other, general._id, doctor._id, slots[1]!.starts_at);

    const taken = await move(token, mine._id, { staff_id: doctor._id, starts_at: theirs.starts_at });
    expect([taken.status, taken.json.code]).toEqual([409, "slot_taken"]);
    const notMine = await move(token, theirs._id, { staff_id: doctor._id, starts_at: slots[3]!.starts_at });
    expect([notMine.status, notMine.json.code]).toEqual([404, "appointment_not_found"]);
    const past = await move(token, mine._id, {
      staff_id: doctor._id,
      starts_at: zonedInstant(
        addCalendarDays(zonedParts(new Date(), ZONE).day, -1),
        10 * 60,
        ZONE,
      ).toISOString(),
    });
    expect([past.status, past.json.code]).toEqual([422, "slot_in_past"]);
    const offGrid = await move(token, mine._id, {
      staff_id: doctor._id,
      starts_at: new Date(Date.parse(slots[3]!.starts_at) + 7 * 60_000).toISOString(),
    });
    expect([offGrid.status, offGrid.json.code]).toEqual([422, "outside_working_hours"]);
    // Nothing moved on a refusal.
    const still = (await hospital.get("/account/appointments?scope=upcoming", { token })).json.data;
    expect(still.map((a: Appointment) => a.starts_at)).toEqual([slots[0]!.starts_at]);

    // Anyone available: the doctor is busy then, someone else who gives the service is not.
    const anyone = await move(token, mine._id, { staff_id: null, starts_at: theirs.starts_at });
    expect(anyone.status, anyone.text).toBe(200);
    expect(anyone.json.data._id).toBe(mine._id);
    expect(anyone.json.data.starts_at).toBe(theirs.starts_at);
    expect(anyone.json.data.staff._id).not.toBe(doctor._id);

    const cancelled = await hospital.post(`/booking/appointments/${theirs._id}/cancel`, {}, { token: other });
    expect(cancelled.status).toBe(200);
    const again = await move(other, theirs._id, { staff_id: doctor._id, starts_at: slots[4]!.starts_at });
    expect([again.status, again.json.code]).toEqual([409, "not_reschedulable"]);
  });

  it("moves exactly one of two appointments racing for one slot", async () => {
    const { services, staff } = await catalogue(hospital);
    const general = services[0]!;
    const doctor = staff[2]!;
    const [day] = await openDays(hospital, general._id, doctor._id, 36);
    const slots = await freeSlots(hospital, general._id, day!.date, doctor._id);
    const tokens = await Promise.all([customer(hospital), customer(hospital)]);
    const booked = await Promise.all(
      tokens.map((token, i) => book(token, general._id, doctor._id, slots[i]!.starts_at)),
    );
    const target = slots[5]!.starts_at;
    const answers = await Promise.all(
      tokens.map((token, i) => move(token, booked[i]!._id, { staff_id: doctor._id, starts_at: target })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.code).toBe("slot_taken");
  });
});
