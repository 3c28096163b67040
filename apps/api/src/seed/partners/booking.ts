/** The booking demo partners: a salon (stylists, a few products) and a hospital (doctors). */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { addDays } from "../../lib/dates";
import type { Tenant } from "../../tenancy";
import { insertCategories, insertProducts, lang } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { simple } from "../product-specs";

/** Services, staff with their services and weekly hours, offers, paid plans and vouchers. */
async function seedBookingCatalogue(db: Db, tenant: Tenant, hospital: boolean) {
  const serviceSpecs: Array<[string, string, string, number, number]> = hospital
    ? [
        ["General consultation", "استشارة عامة", "General medicine", 30, 20000],
        ["Paediatrics", "طب الأطفال", "Paediatrics", 30, 25000],
        ["Dermatology", "الأمراض الجلدية", "Dermatology", 30, 30000],
        ["Cardiology check-up", "فحص القلب", "Cardiology", 60, 45000],
      ]
    : [
        ["Haircut & blow-dry", "قص وتصفيف الشعر", "Hair", 60, 15000],
        ["Hair colouring", "صبغ الشعر", "Hair", 120, 35000],
        ["Manicure", "مانيكير", "Nails", 30, 8000],
        ["Henna design", "نقش الحناء", "Henna", 60, 12000],
        ["Facial", "تنظيف البشرة", "Skin", 60, 20000],
      ];
  const serviceRows = await db
    .insert(s.services)
    .values(
      serviceSpecs.map(([name, nameAr, category, duration, price], i) => ({
        tenantId: tenant.id,
        name,
        nameLang: lang(name, nameAr),
        description: `${name} by our specialists.`,
        descriptionLang: lang(`${name} by our specialists.`, `${nameAr} على يد مختصينا.`),
        category,
        durationMin: duration,
        priceMinor: price,
        color: `hsl(${(i * 60 + (hospital ? 170 : 320)) % 360} 55% 42%)`,
      })),
    )
    .returning();
  const staffSpecs: Array<[string, string, string, string]> = hospital
    ? [
        ["Dr. Khalid Al-Qahtani", "د. خالد القحطاني", "General physician", "طبيب عام"],
        ["Dr. Mona Saeed", "د. منى سعيد", "Paediatrician", "طبيبة أطفال"],
        ["Dr. Yousef Nasser", "د. يوسف ناصر", "Dermatologist and cardiologist", "طبيب جلدية وقلب"],
      ]
    : [
        ["Reem", "ريم", "Senior stylist", "مصففة أولى"],
        ["Hala", "هالة", "Colour specialist", "أخصائية صبغات"],
        ["Dana", "دانة", "Nail and henna artist", "فنانة أظافر وحناء"],
      ];
  const staffRows = await db
    .insert(s.staff)
    .values(
      staffSpecs.map(([name, nameAr, title, titleAr], i) => ({
        tenantId: tenant.id,
        name,
        nameLang: lang(name, nameAr),
        title,
        titleLang: lang(title, titleAr),
        kind: hospital ? "doctor" : "stylist",
        color: `hsl(${(i * 80 + 250) % 360} 45% 40%)`,
      })),
    )
    .returning();
  const links: Array<typeof s.staffServices.$inferInsert> = [];
  staffRows.forEach((person, i) => {
    serviceRows.forEach((service, j) => {
      if (j % staffRows.length === i || j === 0 || (i === 2 && j >= 2))
        links.push({ staffId: person.id, serviceId: service.id, tenantId: tenant.id });
    });
  });
  await db.insert(s.staffServices).values(links).onConflictDoNothing();
  const hours: Array<typeof s.slots.$inferInsert> = [];
  for (const person of staffRows) {
    for (let weekday = 1; weekday <= 7; weekday++) {
      if (weekday === 5) continue; // closed on Fridays
      hours.push({
        tenantId: tenant.id,
        staffId: person.id,
        weekday,
        startMinute: 9 * 60,
        endMinute: 13 * 60,
        stepMinutes: 30,
      });
      hours.push({
        tenantId: tenant.id,
        staffId: person.id,
        weekday,
        startMinute: 16 * 60,
        endMinute: 21 * 60,
        stepMinutes: 30,
      });
    }
  }
  await db.insert(s.slots).values(hours);
  const until = addDays(new Date(), 180);
  await db.insert(s.offers).values([
    {
      tenantId: tenant.id,
      title: hospital ? "Free follow-up visit" : "20% off your first colour",
      titleLang: hospital
        ? lang("Free follow-up visit", "زيارة متابعة مجانية")
        : lang("20% off your first colour", "خصم 20٪ على أول صبغة"),
      description: "Book online to get the offer.",
      descriptionLang: lang("Book online to get the offer.", "احجز عبر الإنترنت للحصول على العرض."),
      serviceId: serviceRows[1]?.id ?? null,
      discountBp: hospital ? 10000 : 2000,
      validUntil: until,
    },
    {
      tenantId: tenant.id,
      title: "Weekday morning discount",
      titleLang: lang("Weekday morning discount", "خصم صباح أيام الأسبوع"),
      description: "Mornings from Sunday to Thursday.",
      descriptionLang: lang("Mornings from Sunday to Thursday.", "الفترة الصباحية من الأحد إلى الخميس."),
      serviceId: null,
      discountBp: 1500,
      validUntil: until,
    },
  ]);
  await db.insert(s.paidPlans).values(
    hospital
      ? [
          {
            tenantId: tenant.id,
            name: "Annual check-up",
            nameLang: lang("Annual check-up", "الفحص السنوي"),
            description: "Blood tests and two consultations.",
            descriptionLang: lang("Blood tests and two consultations.", "تحاليل دم واستشارتان."),
            priceMinor: 90000,
            sessions: 2,
            validityDays: 365,
          },
          {
            tenantId: tenant.id,
            name: "Family care plan",
            nameLang: lang("Family care plan", "خطة رعاية الأسرة"),
            description: "Ten consultations for the family.",
            descriptionLang: lang("Ten consultations for the family.", "عشر استشارات للعائلة."),
            priceMinor: 180000,
            sessions: 10,
            validityDays: 365,
          },
        ]
      : [
          {
            tenantId: tenant.id,
            name: "Monthly glow",
            nameLang: lang("Monthly glow", "إشراقة شهرية"),
            description: "Four facials a month.",
            descriptionLang: lang("Four facials a month.", "أربع جلسات تنظيف بشرة شهرياً."),
            priceMinor: 65000,
            sessions: 4,
            validityDays: 30,
          },
          {
            tenantId: tenant.id,
            name: "Bridal package",
            nameLang: lang("Bridal package", "باقة العروس"),
            description: "Hair, henna, nails and facial.",
            descriptionLang: lang("Hair, henna, nails and facial.", "شعر وحناء وأظافر وتنظيف بشرة."),
            priceMinor: 150000,
            sessions: 6,
            validityDays: 90,
          },
        ],
  );
  await db.insert(s.vouchers).values([
    {
      tenantId: tenant.id,
      name: "Gift voucher 100",
      nameLang: lang("Gift voucher 100", "قسيمة هدية 100"),
      valueMinor: 10000,
      priceMinor: 10000,
      validityDays: 365,
    },
    {
      tenantId: tenant.id,
      name: "Gift voucher 250 (pay 225)",
      nameLang: lang("Gift voucher 250 (pay 225)", "قسيمة هدية 250 (ادفع 225)"),
      valueMinor: 25000,
      priceMinor: 22500,
      validityDays: 365,
    },
  ]);
  return { serviceRows, staffRows };
}

/** Four appointments of the demo customer: two upcoming, one completed, one cancelled. */
async function seedAppointments(
  db: Db,
  tenant: Tenant,
  customerId: number,
  booking: Awaited<ReturnType<typeof seedBookingCatalogue>>,
) {
  const service = booking.serviceRows[0];
  const person = booking.staffRows[0];
  if (!service || !person) return;
  const at = (days: number, hour: number) => {
    const d = new Date(`${addDays(new Date(), days)}T${String(hour).padStart(2, "0")}:00:00.000Z`);
    if (d.getUTCDay() === 5) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  };
  const rows = [
    { start: at(3, 10), status: "booked" },
    { start: at(10, 17), status: "booked" },
    { start: at(-14, 11), status: "completed" },
    { start: at(-7, 18), status: "cancelled" },
  ];
  await db.insert(s.appointments).values(
    rows.map((row) => ({
      tenantId: tenant.id,
      customerId,
      staffId: person.id,
      serviceId: service.id,
      startsAt: row.start,
      endsAt: new Date(row.start.getTime() + service.durationMin * 60_000),
      status: row.status,
      priceMinor: service.priceMinor,
      note: row.status === "booked" ? "First visit" : null,
    })),
  );
}

/** The salon also sells hair-care products (its demo orders are made of them). */
export const salon: DemoPartner = {
  spec: {
    slug: "salon",
    businessId: 1004,
    name: "Lulu Beauty Salon",
    nameAr: "صالون لولو للتجميل",
    type: "salon",
    color: "#be185d",
    cmsConfig: { display_type: "boxed" },
  },
  seed: async (db, tenant, demo) => {
    await seedAppointments(db, tenant, demo.customerId, await seedBookingCatalogue(db, tenant, false));
    const c = await insertCategories(db, tenant.id, [
      { slug: "hair-care", name: "Hair care", nameAr: "العناية بالشعر" },
    ]);
    const products = await insertProducts(db, tenant.id, [
      simple("Argan Oil Shampoo", "شامبو بزيت الأرغان", 5900, c.get("hair-care")!, { featured: true }),
      simple("Keratin Mask", "قناع الكيراتين", 8900, c.get("hair-care")!, { featured: true }),
      simple("Natural Henna Powder", "مسحوق حناء طبيعي", 2900, c.get("hair-care")!),
    ]);
    await insertRails(db, tenant, ["featured"]);
    return products;
  },
};

/** No products, so no demo orders. */
export const hospital: DemoPartner = {
  spec: {
    slug: "hospital",
    businessId: 1005,
    name: "Shifa Hospital",
    nameAr: "مستشفى الشفاء",
    type: "hospital",
    color: "#0f766e",
    cmsConfig: { display_type: "boxed-auto" },
  },
  seed: async (db, tenant, demo) => {
    await seedAppointments(db, tenant, demo.customerId, await seedBookingCatalogue(db, tenant, true));
    return [];
  },
};
