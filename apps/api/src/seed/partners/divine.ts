/** The divine demo partner: offerings (products of kind `offering`) and a few items. */
import type { Db } from "../../db/client";
import type { Tenant } from "../../tenancy";
import { insertCategories, insertProducts, weekly } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { simple } from "../product-specs";

async function seedOfferings(db: Db, tenant: Tenant) {
  const c = await insertCategories(db, tenant.id, [
    { slug: "offerings", name: "Offerings", nameAr: "القرابين" },
    { slug: "candles", name: "Candles & lamps", nameAr: "الشموع والمصابيح" },
  ]);
  const products = await insertProducts(db, tenant.id, [
    simple("Flower Garland", "إكليل زهور", 2500, c.get("offerings")!, {
      kind: "offering",
      featured: true,
      description: "A garland of fresh jasmine and marigold, placed at the shrine in the name you give.",
      descriptionAr: "إكليل من الياسمين والقطيفة الطازجة، يوضع في المقام بالاسم الذي تذكره.",
    }),
    simple("Lamp Offering", "قربان المصباح", 1500, c.get("candles")!, {
      kind: "offering",
      featured: true,
      description: "An oil lamp lit at dawn on the day you choose, with your intention read aloud.",
      descriptionAr: "مصباح زيت يُضاء عند الفجر في اليوم الذي تختاره، وتُتلى نيتك بصوت مسموع.",
    }),
    simple("Food Donation", "تبرع بالطعام", 5000, c.get("offerings")!, {
      kind: "offering",
      description: "Warm meals shared with families in need on the day of your offering.",
      descriptionAr: "وجبات ساخنة تُقدَّم للأسر المحتاجة في يوم قربانك.",
      variants: [
        { name: "One meal", nameAr: "وجبة واحدة", price: 5000, stock: 9999 },
        { name: "Ten meals", nameAr: "عشر وجبات", price: 45000, stock: 9999 },
      ],
    }),
    simple("Incense Sticks", "أعواد البخور", 900, c.get("candles")!, {
      kind: "product",
      description: "A box of 20 sandalwood incense sticks, delivered to your door.",
      descriptionAr: "علبة من 20 عود بخور بخشب الصندل، تُوصَل إلى بابك.",
    }),
    simple("Sacred Thread", "خيط مقدس", 500, c.get("offerings")!, {
      kind: "offering",
      description: "A blessed thread tied during the prayers of the day, for the one you name.",
      descriptionAr: "خيط مبارك يُعقد خلال صلوات اليوم، لمن تذكر اسمه.",
    }),
  ]);
  await insertRails(db, tenant, ["featured"]);
  return products;
}

export const divine: DemoPartner = {
  spec: {
    slug: "divine",
    businessId: 1006,
    contact: {
      phone: "+966 11 555 0106",
      email: "offerings@divine.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Old+Town+Square+3%2C+Riyadh",
    },
    openingHours: weekly([1, 2, 3, 4, 5, 6, 7], "06:00", "21:00"),
    address: { en: "Old Town Square 3, Al Dirah, Riyadh", ar: "ساحة البلدة القديمة 3، الديرة، الرياض" },
    name: "Noor Offerings",
    nameAr: "نور للقرابين",
    type: "divine",
    color: "#ca8a04",
  },
  seed: seedOfferings,
};
