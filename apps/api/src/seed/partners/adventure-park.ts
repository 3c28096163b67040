/**
 * The adventure park demo partner (docs/decisions/0004-adventure-park.md): tickets and passes
 * booked for a visit day, an age check, and prices in AED (its currency is not the default SAR).
 */
import type { Db } from "../../db/client";
import type { Tenant } from "../../tenancy";
import { insertCategories, insertProducts, insertVendors, weekly } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { simple } from "../product-specs";

async function seedTickets(db: Db, tenant: Tenant) {
  const vendorIds = await insertVendors(db, tenant, [
    ["wadi-rides", "Wadi Rides", "ألعاب الوادي"],
    ["splash", "Splash Zone", "منطقة المرح المائي"],
  ]);
  const v = (i: number) => vendorIds[i] ?? null;
  const c = await insertCategories(db, tenant.id, [
    { slug: "tickets", name: "Tickets", nameAr: "التذاكر" },
    { slug: "passes", name: "Passes", nameAr: "الاشتراكات" },
  ]);
  const products = await insertProducts(db, tenant.id, [
    simple("Day Pass", "تذكرة يوم كامل", 15000, c.get("tickets")!, {
      kind: "ticket",
      vendor: v(0),
      featured: true,
      variants: [
        { name: "Adult", nameAr: "بالغ", price: 15000, stock: 500 },
        { name: "Child", nameAr: "طفل", price: 9000, stock: 500 },
      ],
    }),
    simple("Zipline Ride", "رحلة الحبل المنزلق", 8000, c.get("tickets")!, {
      kind: "ticket",
      vendor: v(0),
      featured: true,
    }),
    simple("Water Park Entry", "دخول الحديقة المائية", 12000, c.get("tickets")!, {
      kind: "ticket",
      vendor: v(1),
    }),
    simple("Family Pass (4)", "تذكرة عائلية (4)", 45000, c.get("passes")!, {
      kind: "ticket",
      vendor: v(0),
      featured: true,
    }),
    simple("Season Pass", "اشتراك الموسم", 99900, c.get("passes")!, { kind: "ticket", vendor: v(1) }),
  ]);
  await insertRails(db, tenant, ["featured"]);
  return products;
}

export const adventurePark: DemoPartner = {
  spec: {
    slug: "adventure",
    businessId: 1008,
    contact: {
      phone: "+971 4 555 0108",
      email: "tickets@adventure-park.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Desert+Road+1%2C+Dubai",
    },
    openingHours: weekly([1, 2, 3, 4, 5, 6, 7], "10:00", "22:00"),
    address: { en: "Desert Road 1, Al Marmoom, Dubai", ar: "طريق الصحراء 1، المرموم، دبي" },
    name: "Wadi Adventure Park",
    nameAr: "منتزه الوادي للمغامرات",
    type: "snachoo",
    color: "#16a34a",
    isAdventurePark: true,
    currency: "AED",
    cmsConfig: { site_config: '{"popup_age_verify":true}' },
  },
  seed: seedTickets,
};
