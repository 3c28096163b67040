/**
 * The booking demo partners: a salon (stylists, hair-care products) and a hospital (doctors), both
 * in Riyadh's time zone: services, staff with their services and weekly hours (closed on Fridays),
 * a holiday, offers with their conditions, paid plans, gift vouchers, and the demo customer's
 * appointments.
 */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { addCalendarDays, weekdayOf, zonedInstant, zonedParts } from "../../lib/zoned-time";
import type { Tenant } from "../../tenancy";
import { insertCategories, insertProducts, lang, weekly } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { simple } from "../product-specs";

const TIME_ZONE = "Asia/Riyadh";
/** The weekday both partners close (Friday). */
const CLOSED_WEEKDAY = 5;
/** Working hours: mornings and evenings, in minutes of the local day. */
const HOURS: Array<[number, number]> = [
  [9 * 60, 13 * 60],
  [16 * 60, 21 * 60],
];

type ServiceSpec = [name: string, nameAr: string, category: string, minutes: number, priceMinor: number];
type StaffSpec = [name: string, nameAr: string, title: string, titleAr: string];

/** What differs between the salon and the hospital. */
interface BookingCatalogue {
  services: ServiceSpec[];
  staff: StaffSpec[];
  kind: "stylist" | "doctor";
  hue: number;
  /** The offer on one service: [title, Arabic, index of the service, percent off]. */
  serviceOffer: [string, string, number, number];
  plans: Array<{
    name: [string, string];
    description: [string, string];
    priceMinor: number;
    sessions: number;
    validityDays: number;
    /** Indexes of the services a session pays for; null: any. */
    services: number[] | null;
  }>;
}

const SALON: BookingCatalogue = {
  services: [
    ["Haircut & blow-dry", "قص وتصفيف الشعر", "Hair", 60, 15000],
    ["Hair colouring", "صبغ الشعر", "Hair", 120, 35000],
    ["Manicure", "مانيكير", "Nails", 30, 8000],
    ["Henna design", "نقش الحناء", "Henna", 60, 12000],
    ["Facial", "تنظيف البشرة", "Skin", 60, 20000],
  ],
  staff: [
    ["Reem", "ريم", "Senior stylist", "مصففة أولى"],
    ["Hala", "هالة", "Colour specialist", "أخصائية صبغات"],
    ["Dana", "دانة", "Nail and henna artist", "فنانة أظافر وحناء"],
  ],
  kind: "stylist",
  hue: 320,
  serviceOffer: ["20% off hair colouring", "خصم 20٪ على صبغ الشعر", 1, 20],
  plans: [
    {
      name: ["Monthly glow", "إشراقة شهرية"],
      description: ["Four facials, to use within a month.", "أربع جلسات تنظيف بشرة خلال شهر."],
      priceMinor: 65000,
      sessions: 4,
      validityDays: 30,
      services: [4],
    },
    {
      name: ["Bridal package", "باقة العروس"],
      description: [
        "Six sessions of hair, henna, nails or facial.",
        "ست جلسات شعر أو حناء أو أظافر أو بشرة.",
      ],
      priceMinor: 150000,
      sessions: 6,
      validityDays: 90,
      services: null,
    },
  ],
};

const HOSPITAL: BookingCatalogue = {
  services: [
    ["General consultation", "استشارة عامة", "General medicine", 30, 20000],
    ["Paediatrics", "طب الأطفال", "Paediatrics", 30, 25000],
    ["Dermatology", "الأمراض الجلدية", "Dermatology", 30, 30000],
    ["Cardiology check-up", "فحص القلب", "Cardiology", 60, 45000],
  ],
  staff: [
    ["Dr. Khalid Al-Qahtani", "د. خالد القحطاني", "General physician", "طبيب عام"],
    ["Dr. Mona Saeed", "د. منى سعيد", "Paediatrician", "طبيبة أطفال"],
    ["Dr. Yousef Nasser", "د. يوسف ناصر", "Dermatologist and cardiologist", "طبيب جلدية وقلب"],
  ],
  kind: "doctor",
  hue: 170,
  serviceOffer: ["Child check-up: 25% off", "فحص الأطفال: خصم 25٪", 1, 25],
  plans: [
    {
      name: ["Annual check-up", "الفحص السنوي"],
      description: ["Two general consultations within a year.", "استشارتان عامتان خلال سنة."],
      priceMinor: 36000,
      sessions: 2,
      validityDays: 365,
      services: [0],
    },
    {
      name: ["Family care plan", "خطة رعاية الأسرة"],
      description: ["Ten consultations of any kind for the family.", "عشر استشارات من أي نوع للعائلة."],
      priceMinor: 180000,
      sessions: 10,
      validityDays: 365,
      services: null,
    },
  ],
};

/** The first day from `from` on that is neither a Friday nor in `avoid`. */
function openDayFrom(from: string, avoid: readonly string[] = []): string {
  let day = from;
  while (weekdayOf(day) === CLOSED_WEEKDAY || avoid.includes(day)) day = addCalendarDays(day, 1);
  return day;
}

/** Services, staff with their services and weekly hours, a holiday, offers, paid plans and vouchers. */
async function seedBookingCatalogue(db: Db, tenant: Tenant, spec: BookingCatalogue) {
  const serviceRows = await db
    .insert(s.services)
    .values(
      spec.services.map(([name, nameAr, category, duration, price], i) => ({
        tenantId: tenant.id,
        name,
        nameLang: lang(name, nameAr),
        description: `${name} by our specialists.`,
        descriptionLang: lang(`${name} by our specialists.`, `${nameAr} على يد مختصينا.`),
        category,
        durationMin: duration,
        priceMinor: price,
        color: `hsl(${(i * 60 + spec.hue) % 360} 55% 42%)`,
      })),
    )
    .returning();
  const staffRows = await db
    .insert(s.staff)
    .values(
      spec.staff.map(([name, nameAr, title, titleAr], i) => ({
        tenantId: tenant.id,
        name,
        nameLang: lang(name, nameAr),
        title,
        titleLang: lang(title, titleAr),
        kind: spec.kind,
        color: `hsl(${(i * 80 + 250) % 360} 45% 40%)`,
      })),
    )
    .returning();
  // The first service is everyone's; then each person has their own, and the third person every
  // service from the third on.
  const links: Array<typeof s.staffServices.$inferInsert> = [];
  staffRows.forEach((person, i) => {
    serviceRows.forEach((service, j) => {
      if (j % staffRows.length === i || j === 0 || (i === 2 && j >= 2))
        links.push({ staffId: person.id, serviceId: service.id, tenantId: tenant.id });
    });
  });
  await db.insert(s.staffServices).values(links).onConflictDoNothing();
  await db.insert(s.slots).values(
    staffRows.flatMap((person) =>
      [1, 2, 3, 4, 6, 7].flatMap((weekday) =>
        HOURS.map(([startMinute, endMinute]) => ({
          tenantId: tenant.id,
          staffId: person.id,
          weekday,
          startMinute,
          endMinute,
          stepMinutes: 30,
        })),
      ),
    ),
  );
  const today = zonedParts(new Date(), tenant.timeZone).day;
  const holiday = openDayFrom(addCalendarDays(today, 9));
  await db.insert(s.closedDays).values({
    tenantId: tenant.id,
    day: holiday,
    reason: "Staff training day",
    reasonLang: lang("Staff training day", "يوم تدريب الموظفين"),
  });
  const until = addCalendarDays(today, 180);
  const [offerTitle, offerTitleAr, offerService, offerPercent] = spec.serviceOffer;
  await db.insert(s.offers).values([
    {
      tenantId: tenant.id,
      title: offerTitle,
      titleLang: lang(offerTitle, offerTitleAr),
      description: "Book online to get the offer.",
      descriptionLang: lang("Book online to get the offer.", "احجز عبر الإنترنت للحصول على العرض."),
      serviceId: serviceRows[offerService]?.id ?? null,
      discountBp: offerPercent * 100,
      validUntil: until,
    },
    {
      tenantId: tenant.id,
      title: "Weekday morning discount",
      titleLang: lang("Weekday morning discount", "خصم صباح أيام الأسبوع"),
      description: "15% off any appointment before 1 pm, Sunday to Thursday.",
      descriptionLang: lang(
        "15% off any appointment before 1 pm, Sunday to Thursday.",
        "خصم 15٪ على أي موعد قبل الواحدة ظهراً، من الأحد إلى الخميس.",
      ),
      serviceId: null,
      discountBp: 1500,
      validUntil: until,
      weekdays: [7, 1, 2, 3, 4],
      startsBeforeMinute: 13 * 60,
    },
  ]);
  await db.insert(s.paidPlans).values(
    spec.plans.map((plan) => ({
      tenantId: tenant.id,
      name: plan.name[0],
      nameLang: lang(...plan.name),
      description: plan.description[0],
      descriptionLang: lang(...plan.description),
      priceMinor: plan.priceMinor,
      sessions: plan.sessions,
      validityDays: plan.validityDays,
      serviceIds: plan.services?.map((index) => serviceRows[index]?.id ?? 0) ?? null,
    })),
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
  return { serviceRows, staffRows, holiday };
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
  const today = zonedParts(new Date(), tenant.timeZone).day;
  // A working day `days` from today (never a Friday or the holiday), at `hour` local time.
  const at = (days: number, hour: number) =>
    zonedInstant(openDayFrom(addCalendarDays(today, days), [booking.holiday]), hour * 60, tenant.timeZone);
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
      listPriceMinor: service.priceMinor,
      note: row.status === "booked" ? "First visit" : null,
    })),
  );
}

/** The salon also sells hair-care products (its demo orders are made of them). */
export const salon: DemoPartner = {
  spec: {
    slug: "salon",
    businessId: 1004,
    contact: {
      phone: "+966 11 555 0104",
      email: "book@lulu-salon.example",
      mapUrl: "https://www.openstreetmap.org/search?query=King+Fahd+Road+1200%2C+Riyadh",
    },
    openingHours: weekly([6, 7, 1, 2, 3, 4], "10:00", "21:00"),
    name: "Lulu Beauty Salon",
    nameAr: "صالون لولو للتجميل",
    type: "salon",
    color: "#be185d",
    cmsConfig: { display_type: "boxed" },
    timeZone: TIME_ZONE,
    address: {
      en: "King Fahd Road 1200, Al Olaya, Riyadh",
      ar: "طريق الملك فهد 1200، العليا، الرياض",
    },
  },
  seed: async (db, tenant, demo) => {
    await seedAppointments(db, tenant, demo.customerId, await seedBookingCatalogue(db, tenant, SALON));
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
    contact: {
      phone: "+966 11 555 0105",
      email: "care@shifa-hospital.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Prince+Sultan+Street+45%2C+Riyadh",
    },
    openingHours: weekly([1, 2, 3, 4, 6, 7], "08:00", "20:00"),
    name: "Shifa Hospital",
    nameAr: "مستشفى الشفاء",
    type: "hospital",
    color: "#0f766e",
    cmsConfig: { display_type: "boxed-auto" },
    timeZone: TIME_ZONE,
    address: {
      en: "Prince Sultan Street 45, Al Rawdah, Riyadh",
      ar: "شارع الأمير سلطان 45، الروضة، الرياض",
    },
  },
  seed: async (db, tenant, demo) => {
    await seedAppointments(db, tenant, demo.customerId, await seedBookingCatalogue(db, tenant, HOSPITAL));
    return [];
  },
};
