import { useLingui } from "@lingui/react/macro";
import type { DELIVERY_METHODS } from "@storefront/core/contracts/api/checkout";
import { RadioGroup } from "@storefront/ui/radio-group";
import { Skeleton } from "@storefront/ui/skeleton";
import { useId } from "react";
import { RetryAlert } from "../feedback";
import { useLocalized } from "../locale";
import { useMoney } from "../money";
import { CheckoutChoice, CheckoutSection } from "./checkout-section";
import { useCheckoutOptions } from "./use-checkout-options";

/** How an order reaches the shopper. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Props of `DeliveryMethodSection`. */
export interface DeliveryMethodSectionProps {
  customerId: string;
  value: DeliveryMethod;
  onChange(method: DeliveryMethod): void;
  disabled?: boolean;
}

/**
 * "Delivery": the partner's delivery methods (checkout options) with their price and free-from
 * threshold in the partner's currency; a retry when the options failed to load.
 */
export function DeliveryMethodSection({ customerId, value, onChange, disabled }: DeliveryMethodSectionProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const money = useMoney();
  const id = useId();
  const options = useCheckoutOptions(customerId);
  return (
    <CheckoutSection title={t`Delivery`}>
      {options.data ? (
        <RadioGroup
          aria-label={t`Delivery method`}
          value={value}
          onValueChange={(next) => onChange(next === "pickup" ? "pickup" : "delivery")}
          disabled={disabled}
        >
          {options.data.delivery_methods.map((method) => {
            const price = money(method.price);
            const freeFrom = method.free_from !== null ? money(method.free_from) : null;
            const detail =
              method.price === 0 ? t`Free` : freeFrom ? t`${price}, free from ${freeFrom}` : price;
            return (
              <CheckoutChoice
                key={method.id}
                id={`${id}-${method.id}`}
                value={method.id}
                label={localized(method.name, method.name_lang)}
                detail={detail}
              />
            );
          })}
        </RadioGroup>
      ) : options.isError ? (
        <RetryAlert
          onRetry={() => options.refetch()}
        >{t`The checkout options could not be loaded.`}</RetryAlert>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </CheckoutSection>
  );
}
