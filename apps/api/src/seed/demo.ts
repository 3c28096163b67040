/**
 * The demo seed: one partner per case the spec names, bilingual, with demo accounts, coupons,
 * pages, banners and history (orders, a return, addresses, statement) on every partner. What each
 * partner sells is seeded by its module under `partners/`: add a partner's data there.
 */
import type { Db } from "../db/client";
import { demoToken, insertDemoCoupons, insertDemoCustomers, insertPages, insertPartner } from "./builders";
import { seedHistory } from "./demo-history";
import { type DemoPartner, insertDemoBanners } from "./demo-partner";
import { adventurePark } from "./partners/adventure-park";
import { hospital, salon } from "./partners/booking";
import { bulk } from "./partners/bulk";
import { divine } from "./partners/divine";
import { snachoo } from "./partners/marketplace";
import { restaurant, sugar } from "./partners/restaurant";
import { retail } from "./partners/retail";

/** The demo partners in seeding order (row ids follow it, so keep new partners at the end). */
export const DEMO: DemoPartner[] = [
  retail,
  restaurant,
  sugar,
  salon,
  hospital,
  divine,
  snachoo,
  adventurePark,
  bulk,
];

/** The demo partners' specs (slug → what it demonstrates: see each module). */
export const DEMO_PARTNERS = DEMO.map((partner) => partner.spec);

/** Seeds one demo partner: the basics every partner has, what it sells, then its demo history. */
export async function seedDemoPartner(db: Db, partner: DemoPartner) {
  const { spec } = partner;
  const tenant = await insertPartner(db, { ...spec, token: demoToken(spec.slug) });
  const { demo } = await insertDemoCustomers(db, tenant.id);
  await insertDemoCoupons(db, tenant.id);
  await insertPages(db, tenant.id, tenant.name, spec.nameAr);
  await insertDemoBanners(db, tenant);
  const products = await partner.seed(db, tenant, { customerId: demo.id });
  await seedHistory(db, tenant, demo.id, products);
  return tenant;
}

/** Seeds every demo partner. */
export async function seedDemo(db: Db, log: (line: string) => void = () => {}) {
  for (const partner of DEMO) {
    const started = Date.now();
    await seedDemoPartner(db, partner);
    log(`seeded ${partner.spec.slug} in ${Date.now() - started} ms`);
  }
}
