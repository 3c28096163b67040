import type { OrderDetail } from "@storefront/core/contracts/api/checkout";

// Fixtures for kit's checkout unit tests (answers shaped as the reference API sends them). Not
// exported from the package's entry points.

/** An order as `place_order` answers it. */
export function orderFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: "42",
    order_ref: "RT-2026-ABCD",
    channel: "shop",
    status: "paid",
    payment_status: "paid",
    payment_method: "card",
    delivery_method: "delivery",
    item_count: 2,
    total: 59,
    currency: "SAR",
    created_at: "2026-11-18T12:00:00.000Z",
    lines: [],
    totals: { subtotal: 44, discount: 0, delivery: 15, tax: 5.74, total: 59, currency: "SAR" },
    coupon_code: null,
    address: null,
    note: null,
    timeline: [],
    can_return: false,
    extra: {},
    ...overrides,
  };
}

/** `checkout/options` of the demo partners. */
export const checkoutOptionsFixture = {
  delivery_methods: [
    {
      id: "delivery",
      name: "Home delivery",
      name_lang: { en: "Home delivery", ar: "توصيل للمنزل" },
      price: 15,
      free_from: 200,
    },
    {
      id: "pickup",
      name: "Pick up in store",
      name_lang: { en: "Pick up in store", ar: "الاستلام من المتجر" },
      price: 0,
      free_from: null,
    },
  ],
  payment_methods: [
    { id: "card", name: "Card", name_lang: { en: "Card", ar: "بطاقة" } },
    { id: "cod", name: "Cash on delivery", name_lang: { en: "Cash on delivery", ar: "الدفع عند الاستلام" } },
  ],
  test_card_tokens: { success: "tok_visa", declined: "tok_declined" },
  currency: "SAR",
};

/** The demo customer's two addresses. */
export const addressesFixture = [
  {
    _id: "1",
    label: "Home",
    name: "Sara Al-Harbi",
    phone: "500000000",
    country_code: "966",
    line1: "King Fahd Road 1200",
    line2: "Building 7, flat 3",
    city: "Riyadh",
    region: "Riyadh",
    postal_code: "12211",
    country: "SA",
    is_default: true,
  },
  {
    _id: "2",
    label: "Office",
    name: "Sara Al-Harbi",
    phone: "500000000",
    country_code: "966",
    line1: "Olaya Street 45",
    line2: null,
    city: "Riyadh",
    region: "Riyadh",
    postal_code: "12244",
    country: "SA",
    is_default: false,
  },
];
