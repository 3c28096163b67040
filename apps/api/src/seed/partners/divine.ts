/** The divine demo partner: offerings (products of kind `offering`) and a few items. */
import type { Db } from "../../db/client";
import type { Tenant } from "../../tenancy";
import { insertCategories, insertProducts } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { simple } from "../product-specs";

async function seedOfferings(db: Db, tenant: Tenant) {
  const c = await insertCategories(db, tenant.id, [
    { slug: "offerings", name: "Offerings", nameAr: "القرابين" },
    { slug: "candles", name: "Candles & lamps", nameAr: "الشموع والمصابيح" },
  ]);
  const products = await insertProducts(db, tenant.id, [
    simple("Flower Garland", "إكليل زهور", 2500, c.get("offerings")!, { kind: "offering", featured: true }),
    simple("Lamp Offering", "قربان المصباح", 1500, c.get("candles")!, { kind: "offering", featured: true }),
    simple("Food Donation", "تبرع بالطعام", 5000, c.get("offerings")!, {
      kind: "offering",
      variants: [
        { name: "One meal", nameAr: "وجبة واحدة", price: 5000, stock: 9999 },
        { name: "Ten meals", nameAr: "عشر وجبات", price: 45000, stock: 9999 },
      ],
    }),
    simple("Incense Sticks", "أعواد البخور", 900, c.get("candles")!, { kind: "product" }),
    simple("Sacred Thread", "خيط مقدس", 500, c.get("offerings")!, { kind: "offering" }),
  ]);
  await insertRails(db, tenant, ["featured"]);
  return products;
}

export const divine: DemoPartner = {
  spec: {
    slug: "divine",
    businessId: 1006,
    name: "Noor Offerings",
    nameAr: "نور للقرابين",
    type: "divine",
    color: "#ca8a04",
  },
  seed: seedOfferings,
};
