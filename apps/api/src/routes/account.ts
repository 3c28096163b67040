import * as account from "@storefront/core/contracts/api/account";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Hono } from "hono";
import {
  addresses,
  customers,
  orderLines,
  orders,
  returnLines,
  returns,
  statementEntries,
} from "../db/schema";
import { type Customer, route, type Services } from "../http";
import { hashPassword, humanRef, verifyPassword } from "../lib/crypto";
import { iso } from "../lib/dates";
import { ApiError, conflict, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import { orderDetail, orderSummaryRecord } from "../services/orders";
import type { Tenant } from "../tenancy";
import { revokeOtherSessions } from "./auth";

/** The profile record (spec §3 source names, no token). */
export function profileRecord(customer: Customer) {
  return {
    _id: String(customer.id),
    name: customer.name,
    cust_last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    country_code_ph1: customer.countryCode,
    user_name: customer.email || customer.phone || null,
    avatar: customer.avatar,
    is_vendor: customer.isVendor,
    is_guest: customer.isGuest,
    selling_price_group_id:
      customer.sellingPriceGroupId === null ? null : String(customer.sellingPriceGroupId),
  };
}

type AddressRow = typeof addresses.$inferSelect;
function addressRecord(row: AddressRow) {
  return {
    _id: String(row.id),
    label: row.label,
    name: row.name,
    phone: row.phone,
    country_code: row.countryCode,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    country: row.country,
    is_default: row.isDefault,
  };
}

const MAX_ADDRESSES = 20;

/** Registers profile, addresses, orders, returns and statement routes. */
export function registerAccountRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, account.getProfile, async ({ customer }) => ({ data: profileRecord(customer) }));

  route(app, services, account.updateProfile, async ({ tenant, customer, body }) => {
    const email = body.email?.toLowerCase();
    if (email && email !== customer.email.toLowerCase()) {
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, tenant.id), sql`lower(${customers.email}) = ${email}`))
        .limit(1);
      if (taken) throw conflict("email_taken", "An account with this e-mail already exists");
    }
    const phone =
      body.phone === undefined ? undefined : body.phone === null ? null : body.phone.replace(/^0+/, "");
    if (phone && phone !== customer.phone) {
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.tenantId, tenant.id), eq(customers.phone, phone), eq(customers.isGuest, false)),
        )
        .limit(1);
      if (taken) throw conflict("phone_taken", "An account with this phone number already exists");
    }
    const [updated] = await db
      .update(customers)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.cust_last_name !== undefined && { lastName: body.cust_last_name || null }),
        ...(email !== undefined && { email }),
        ...(phone !== undefined && { phone }),
        ...(body.country_code_ph1 !== undefined && {
          countryCode: body.country_code_ph1?.replace(/^\+/, "") ?? null,
        }),
        ...(body.avatar !== undefined && { avatar: body.avatar }),
      })
      .where(and(eq(customers.id, customer.id), eq(customers.tenantId, tenant.id)))
      .returning();
    return { data: profileRecord(updated ?? customer), msg: "Profile saved" };
  });

  route(app, services, account.changePassword, async ({ customer, body, sessionHash }) => {
    if (!customer.passwordHash || !(await verifyPassword(body.current_password, customer.passwordHash))) {
      throw new ApiError(401, "invalid_credentials", "The current password is wrong");
    }
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(body.new_password) })
      .where(eq(customers.id, customer.id));
    await revokeOtherSessions(db, customer.id, sessionHash);
    return { data: null, msg: "Password changed" };
  });

  const ownAddress = async (tenant: Tenant, customer: Customer, id: string) => {
    const [row] = await db
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.tenantId, tenant.id),
          eq(addresses.customerId, customer.id),
          eq(addresses.id, Number(id)),
        ),
      )
      .limit(1);
    if (!row) throw notFound("address_not_found", "This address does not exist");
    return row;
  };
  const makeDefault = (customer: Customer, id: number) =>
    db.transaction(async (tx) => {
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customer.id));
      const [row] = await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(eq(addresses.id, id))
        .returning();
      return row;
    });

  route(app, services, account.listAddresses, async ({ tenant, customer }) => {
    const rows = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.tenantId, tenant.id), eq(addresses.customerId, customer.id)))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return { data: rows.map(addressRecord) };
  });

  route(app, services, account.createAddress, async ({ tenant, customer, body }) => {
    const existing = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.tenantId, tenant.id), eq(addresses.customerId, customer.id)));
    if (existing.length >= MAX_ADDRESSES)
      throw conflict("too_many_addresses", `At most ${MAX_ADDRESSES} addresses`);
    const [row] = await db
      .insert(addresses)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        label: body.label ?? null,
        name: body.name,
        phone: body.phone,
        countryCode: body.country_code?.replace(/^\+/, "") ?? null,
        line1: body.line1,
        line2: body.line2 ?? null,
        city: body.city,
        region: body.region ?? null,
        postalCode: body.postal_code ?? null,
        country: body.country,
      })
      .returning();
    if (!row) throw new Error("address insert returned nothing");
    const final = body.is_default || existing.length === 0 ? await makeDefault(customer, row.id) : row;
    return { data: addressRecord(final ?? row), msg: "Address saved", status: 201 };
  });

  route(app, services, account.updateAddress, async ({ tenant, customer, params, body }) => {
    const current = await ownAddress(tenant, customer, params.id);
    const [row] = await db
      .update(addresses)
      .set({
        ...(body.label !== undefined && { label: body.label }),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.country_code !== undefined && {
          countryCode: body.country_code?.replace(/^\+/, "") ?? null,
        }),
        ...(body.line1 !== undefined && { line1: body.line1 }),
        ...(body.line2 !== undefined && { line2: body.line2 }),
        ...(body.city !== undefined && { city: body.city }),
        ...(body.region !== undefined && { region: body.region }),
        ...(body.postal_code !== undefined && { postalCode: body.postal_code }),
        ...(body.country !== undefined && { country: body.country }),
      })
      .where(eq(addresses.id, current.id))
      .returning();
    const final = body.is_default ? await makeDefault(customer, current.id) : row;
    return { data: addressRecord(final ?? current), msg: "Address saved" };
  });

  route(app, services, account.deleteAddress, async ({ tenant, customer, params }) => {
    const current = await ownAddress(tenant, customer, params.id);
    await db.delete(addresses).where(eq(addresses.id, current.id));
    if (current.isDefault) {
      const [next] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customer.id))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (next) await makeDefault(customer, next.id);
    }
    return { data: null, msg: "Address deleted" };
  });

  route(app, services, account.setDefaultAddress, async ({ tenant, customer, params }) => {
    const current = await ownAddress(tenant, customer, params.id);
    const row = await makeDefault(customer, current.id);
    return { data: addressRecord(row ?? current), msg: "Default address set" };
  });

  const orderPage = async (where: ReturnType<typeof and>, page: number, perPage: number) => {
    const [rows, [count]] = await Promise.all([
      db
        .select({
          order: orders,
          items: sql<number>`(select coalesce(sum(${orderLines.qty}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
    ]);
    const total = Number(count?.n ?? 0);
    return {
      items: rows.map((row) => orderSummaryRecord(row.order, Number(row.items))),
      page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  };

  route(app, services, account.listOrders, async ({ tenant, customer, query }) => ({
    data: await orderPage(
      and(eq(orders.tenantId, tenant.id), eq(orders.customerId, customer.id)),
      query.page ?? 1,
      query.per_page ?? 10,
    ),
  }));

  route(app, services, account.listVendorOrders, async ({ tenant, customer, query }) => {
    if (!customer.isVendor || !customer.vendorId)
      throw new ApiError(403, "not_a_vendor", "This account is not a vendor");
    const where = and(
      eq(orders.tenantId, tenant.id),
      sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.vendor_id = ${customer.vendorId})`,
    );
    return { data: await orderPage(where, query.page ?? 1, query.per_page ?? 10) };
  });

  route(app, services, account.getOrder, async ({ tenant, customer, params }) => {
    const byRef = !/^\d+$/.test(params.id);
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenant.id),
          eq(orders.customerId, customer.id),
          byRef ? eq(orders.orderRef, params.id) : eq(orders.id, Number(params.id)),
        ),
      )
      .limit(1);
    if (!order) throw notFound("order_not_found", "This order does not exist");
    return { data: await orderDetail(db, order) };
  });

  type ReturnRow = typeof returns.$inferSelect;
  const returnSummary = (row: ReturnRow, orderRef: string, items: number) => ({
    _id: String(row.id),
    return_ref: row.returnRef,
    order_id: String(row.orderId),
    order_ref: orderRef,
    status: row.status as "requested",
    reason: row.reason as (typeof account.RETURN_REASONS)[number],
    refund: toMajor(row.refundMinor),
    item_count: items,
    created_at: iso(row.createdAt),
  });
  const returnDetail = async (row: ReturnRow, orderRef: string) => {
    const lines = await db
      .select({ line: returnLines, orderLine: orderLines })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.returnId, row.id))
      .orderBy(asc(returnLines.id));
    return {
      ...returnSummary(
        row,
        orderRef,
        lines.reduce((sum, l) => sum + l.line.qty, 0),
      ),
      note: row.note,
      lines: lines.map(({ line, orderLine }) => ({
        order_line_id: String(orderLine.id),
        name: orderLine.name,
        name_lang: orderLine.nameLang,
        image: orderLine.image,
        qty: line.qty,
        unit_price: toMajor(orderLine.unitPriceMinor),
      })),
    };
  };

  route(app, services, account.listReturns, async ({ tenant, customer, query }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 10;
    const where = and(eq(returns.tenantId, tenant.id), eq(returns.customerId, customer.id));
    const [rows, [count]] = await Promise.all([
      db
        .select({
          ret: returns,
          orderRef: orders.orderRef,
          items: sql<number>`(select coalesce(sum(${returnLines.qty}), 0)::int from ${returnLines} where ${returnLines.returnId} = ${returns.id})`,
        })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(where)
        .orderBy(desc(returns.createdAt), desc(returns.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: sql<number>`count(*)::int` }).from(returns).where(where),
    ]);
    const total = Number(count?.n ?? 0);
    return {
      data: {
        items: rows.map((row) => returnSummary(row.ret, row.orderRef, Number(row.items))),
        page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    };
  });

  route(app, services, account.getReturn, async ({ tenant, customer, params }) => {
    const [row] = await db
      .select({ ret: returns, orderRef: orders.orderRef })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(
        and(
          eq(returns.tenantId, tenant.id),
          eq(returns.customerId, customer.id),
          eq(returns.id, Number(params.id)),
        ),
      )
      .limit(1);
    if (!row) throw notFound("return_not_found", "This return does not exist");
    return { data: await returnDetail(row.ret, row.orderRef) };
  });

  route(app, services, account.createReturn, async ({ tenant, customer, body }) => {
    const created = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, tenant.id),
            eq(orders.customerId, customer.id),
            eq(orders.id, Number(body.order_id)),
          ),
        )
        .for("update")
        .limit(1);
      if (!order) throw notFound("order_not_found", "This order does not exist");
      const detail = await orderDetail(tx, order);
      if (!detail.can_return) throw unprocessable("order_not_returnable", "This order cannot be returned");
      let refund = 0;
      const wanted = new Map<string, number>();
      for (const line of body.lines)
        wanted.set(line.order_line_id, (wanted.get(line.order_line_id) ?? 0) + line.qty);
      for (const [lineId, qty] of wanted) {
        const line = detail.lines.find((l) => l._id === lineId);
        if (!line) throw unprocessable("invalid_return_line", "A line is not part of this order");
        if (qty > line.returnable_qty) {
          throw unprocessable(
            "return_qty_exceeded",
            `At most ${line.returnable_qty} of ${line.name} can be returned`,
          );
        }
        refund += Math.round(line.unit_price * 100) * qty;
      }
      const [ret] = await tx
        .insert(returns)
        .values({
          tenantId: tenant.id,
          customerId: customer.id,
          orderId: order.id,
          returnRef: humanRef("RT"),
          reason: body.reason,
          note: body.note ?? null,
          refundMinor: refund,
        })
        .returning();
      if (!ret) throw new Error("return insert returned nothing");
      await tx.insert(returnLines).values(
        [...wanted].map(([lineId, qty]) => ({
          tenantId: tenant.id,
          returnId: ret.id,
          orderLineId: Number(lineId),
          qty,
        })),
      );
      return { ret, orderRef: order.orderRef };
    });
    return { data: await returnDetail(created.ret, created.orderRef), msg: "Return requested", status: 201 };
  });

  route(app, services, account.getStatement, async ({ tenant, customer, query }) => {
    if (query.from && query.to && query.from > query.to) {
      throw new ApiError(400, "validation_failed", "Invalid query", [
        { path: "query.from", message: "`from` must not be after `to`" },
      ]);
    }
    const mine = and(eq(statementEntries.tenantId, tenant.id), eq(statementEntries.customerId, customer.id));
    const [opening] = query.from
      ? await db
          .select({
            balance: sql<number>`coalesce(sum(${statementEntries.creditMinor} - ${statementEntries.debitMinor}), 0)::int`,
          })
          .from(statementEntries)
          .where(and(mine, lt(statementEntries.entryDate, query.from)))
      : [{ balance: 0 }];
    const rows = await db
      .select()
      .from(statementEntries)
      .where(
        and(
          mine,
          ...(query.from ? [sql`${statementEntries.entryDate} >= ${query.from}`] : []),
          ...(query.to ? [sql`${statementEntries.entryDate} <= ${query.to}`] : []),
        ),
      )
      .orderBy(asc(statementEntries.entryDate), asc(statementEntries.id));
    let balance = Number(opening?.balance ?? 0);
    const openingBalance = balance;
    const entries = rows.map((row) => {
      balance += row.creditMinor - row.debitMinor;
      return {
        _id: String(row.id),
        date: row.entryDate,
        kind: row.kind as "order",
        ref: row.ref,
        description: row.description,
        description_lang: row.descriptionLang,
        debit: toMajor(row.debitMinor),
        credit: toMajor(row.creditMinor),
        balance: toMajor(balance),
      };
    });
    return {
      data: {
        from: query.from ?? null,
        to: query.to ?? null,
        currency: tenant.currency,
        opening_balance: toMajor(openingBalance),
        closing_balance: toMajor(balance),
        entries,
      },
    };
  });
}
