import { TEST_CARD_TOKENS } from "@storefront/core/contracts/api/checkout";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { DELIVERY_FEE_MINOR, FREE_DELIVERY_FROM_MINOR } from "./pricing";

/** The delivery and payment methods checkout offers, with the delivery fee and the test cards. */
export function checkoutOptions(tenant: Tenant) {
  return {
    delivery_methods: [
      {
        id: "delivery" as const,
        name: "Home delivery",
        name_lang: { en: "Home delivery", ar: "توصيل للمنزل" },
        price: toMajor(DELIVERY_FEE_MINOR),
        free_from: toMajor(FREE_DELIVERY_FROM_MINOR),
      },
      {
        id: "pickup" as const,
        name: "Pick up in store",
        name_lang: { en: "Pick up in store", ar: "الاستلام من المتجر" },
        price: 0,
        free_from: null,
      },
    ],
    payment_methods: [
      { id: "card" as const, name: "Card", name_lang: { en: "Card", ar: "بطاقة" } },
      {
        id: "cod" as const,
        name: "Cash on delivery",
        name_lang: { en: "Cash on delivery", ar: "الدفع عند الاستلام" },
      },
    ],
    test_card_tokens: { ...TEST_CARD_TOKENS },
    currency: tenant.currency,
  };
}
