import { useLingui } from "@lingui/react/macro";
import { type Address, createAddress } from "@storefront/core/contracts/api/account";
import { type AddressBody, emptyAddressForm } from "@storefront/core/forms";
import { Button } from "@storefront/ui/button";
import { RadioGroup } from "@storefront/ui/radio-group";
import { Skeleton } from "@storefront/ui/skeleton";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { AddressForm } from "../address";
import { useListSeparator } from "../locale";
import { useApiClient } from "../session";
import { addressesQueryOptions, addressLine } from "./checkout-queries";
import { CheckoutChoice, CheckoutSection } from "./checkout-section";

/** The country a new address at checkout starts with (the demo shops' customers are in Saudi Arabia). */
const NEW_ADDRESS_COUNTRY = "SA";

/** The delivery address of a checkout: the saved addresses and the one to deliver to. */
export interface AddressChoice {
  /** The chosen address: the shopper's pick, else the default, else the first; null without any. */
  addressId: string | null;
  choose(id: string): void;
  addresses: readonly Address[];
  /** The addresses are still loading. */
  loading: boolean;
  /** The addresses loaded and there are none (the form opens by itself). */
  none: boolean;
}

/** The address choice of a customer's checkout (`DeliveryAddressSection` shows it). */
export function useAddressChoice(customerId: string): AddressChoice {
  const addresses = useQuery(addressesQueryOptions(useApiClient(), customerId));
  const [chosen, choose] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const addressId =
    (chosen && list.some((address) => address._id === chosen) ? chosen : null) ??
    list.find((address) => address.is_default)?._id ??
    list[0]?._id ??
    null;
  return {
    addressId,
    choose,
    addresses: list,
    loading: addresses.isPending,
    none: addresses.isSuccess && list.length === 0,
  };
}

/** Props of `DeliveryAddressSection`. */
export interface DeliveryAddressSectionProps {
  customerId: string;
  choice: AddressChoice;
  disabled?: boolean;
}

/**
 * "Delivery address": choose a saved address, or add one inline (the account's address form, saved
 * with `POST account/addresses` and chosen at once). Show it only when the rules need an address
 * (the default checkout: when the delivery method is "delivery").
 */
export function DeliveryAddressSection({ customerId, choice, disabled }: DeliveryAddressSectionProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [adding, setAdding] = useState(false);
  const separator = useListSeparator();
  const showForm = adding || choice.none;
  const save = async (body: AddressBody) => {
    const address = await client.call(createAddress, { body });
    await queryClient.invalidateQueries({ queryKey: addressesQueryOptions(client, customerId).queryKey });
    choice.choose(address._id);
    setAdding(false);
  };
  return (
    <CheckoutSection title={t`Delivery address`}>
      {choice.loading ? <Skeleton className="h-24 w-full" /> : null}
      {choice.addresses.length > 0 ? (
        <RadioGroup
          aria-label={t`Delivery address`}
          value={choice.addressId ?? ""}
          onValueChange={choice.choose}
          disabled={disabled}
        >
          {choice.addresses.map((address) => (
            <CheckoutChoice
              key={address._id}
              id={`${id}-${address._id}`}
              value={address._id}
              label={address.label ? `${address.label} · ${address.name}` : address.name}
              detail={addressLine(address, separator)}
            />
          ))}
        </RadioGroup>
      ) : null}
      {showForm ? (
        <AddressForm
          aria-label={t`New address`}
          initial={emptyAddressForm(NEW_ADDRESS_COUNTRY)}
          className="rounded-md border border-border p-4"
          onSave={save}
          onCancel={choice.addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button variant="outline" className="self-start" disabled={disabled} onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" className="size-4" />
          {t`Add a new address`}
        </Button>
      )}
    </CheckoutSection>
  );
}
