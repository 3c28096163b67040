import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../session";
import { checkoutOptionsQueryOptions } from "./checkout-queries";

/** The partner's checkout options (delivery and payment methods, test card tokens), shared by the sections. */
export function useCheckoutOptions(customerId: string) {
  return useQuery(checkoutOptionsQueryOptions(useApiClient(), customerId));
}
