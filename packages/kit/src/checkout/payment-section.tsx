import { useLingui } from "@lingui/react/macro";
import type { PAYMENT_METHODS } from "@storefront/core/contracts/api/checkout";
import { Field } from "@storefront/ui/field";
import { RadioGroup } from "@storefront/ui/radio-group";
import { Skeleton } from "@storefront/ui/skeleton";
import { Textarea } from "@storefront/ui/textarea";
import { type ReactNode, useId, useState } from "react";
import { useLocalized } from "../locale";
import { CardFields } from "./card-fields";
import { CheckoutChoice, CheckoutSection } from "./checkout-section";
import { type CardInput, type CardProblem, cardProblems, cardToken } from "./test-cards";
import { useCheckoutOptions } from "./use-checkout-options";

/** How an order is paid. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment method as the partner's checkout options name it. */
type PaymentOption = NonNullable<ReturnType<typeof useCheckoutOptions>["data"]>["payment_methods"][number];

/** The payment of a checkout: the method, the card form and its problems after a submit. */
export interface PaymentChoice {
  /** The partner's payment methods are loaded. */
  ready: boolean;
  /** The methods offered: the partner's, narrowed to those the checkout accepts. */
  methods: readonly PaymentOption[];
  /** The chosen method: the shopper's pick, else the partner's first; null until the options load. */
  method: PaymentMethod | null;
  choose(method: PaymentMethod): void;
  card: CardInput;
  setCard(card: CardInput): void;
  problems: readonly CardProblem[];
  /**
   * The payment fields of the order body — `{ payment_method, card_token? }` — or null when the
   * card is not valid (its problems then show) or the options are not loaded.
   */
  fields(): { payment_method: PaymentMethod; card_token?: string } | null;
}

/**
 * The payment choice of a customer's checkout (`PaymentSection` shows it). `accept` narrows the
 * partner's methods to those this checkout takes (a voucher is bought by card, never cash on
 * delivery); every method of the partner by default.
 */
export function usePaymentChoice(
  customerId: string,
  { accept }: { accept?: readonly PaymentMethod[] } = {},
): PaymentChoice {
  const options = useCheckoutOptions(customerId);
  const [chosen, choose] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardInput>({ number: "", expiry: "", cvc: "" });
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const methods = (options.data?.payment_methods ?? []).filter(
    (candidate) => !accept || accept.includes(candidate.id),
  );
  const method =
    chosen && methods.some((candidate) => candidate.id === chosen) ? chosen : (methods[0]?.id ?? null);
  return {
    ready: options.data !== undefined,
    methods,
    method,
    choose,
    card,
    setCard,
    problems,
    fields() {
      if (!method || !options.data) return null;
      if (method !== "card") return { payment_method: method };
      const found = cardProblems(card);
      setProblems(found);
      if (found.length > 0) return null;
      return { payment_method: method, card_token: cardToken(card.number, options.data.test_card_tokens) };
    },
  };
}

/** Props of `PaymentSection`. */
export interface PaymentSectionProps {
  customerId: string;
  choice: PaymentChoice;
  disabled?: boolean;
  /** More fields under the payment (the default checkout puts the note for the shop here). */
  children?: ReactNode;
}

/** "Payment": the choice's payment methods, and the (demo) card fields when paying by card. */
export function PaymentSection({ customerId, choice, disabled, children }: PaymentSectionProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const id = useId();
  const options = useCheckoutOptions(customerId);
  return (
    <CheckoutSection title={t`Payment`}>
      {options.data ? (
        <>
          <RadioGroup
            aria-label={t`Payment method`}
            value={choice.method ?? ""}
            onValueChange={(value) => choice.choose(value === "cod" ? "cod" : "card")}
            disabled={disabled}
          >
            {choice.methods.map((method) => (
              <CheckoutChoice
                key={method.id}
                id={`${id}-${method.id}`}
                value={method.id}
                label={localized(method.name, method.name_lang)}
              />
            ))}
          </RadioGroup>
          {choice.method === "card" ? (
            <CardFields
              value={choice.card}
              onChange={choice.setCard}
              problems={choice.problems}
              disabled={disabled}
            />
          ) : null}
        </>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      {children}
    </CheckoutSection>
  );
}

/** Props of `OrderNoteField`. */
export interface OrderNoteFieldProps {
  value: string;
  onChange(note: string): void;
  disabled?: boolean;
}

/** "Note for the shop (optional)", up to 500 characters. */
export function OrderNoteField({ value, onChange, disabled }: OrderNoteFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Field label={t`Note for the shop (optional)`} controlId={id}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          maxLength={500}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
