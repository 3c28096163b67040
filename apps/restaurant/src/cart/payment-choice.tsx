import { useLingui } from "@lingui/react/macro";
import {
  CardFields,
  type CardInput,
  type CardProblem,
  cardProblems,
  cardToken,
} from "@storefront/kit/checkout";
import { cn } from "@storefront/ui/cn";
import { useState } from "react";

/** The demo card tokens of the reference API (a kiosk or a table has no customer to ask for them). */
const DEMO_CARD_TOKENS = { success: "tok_visa", declined: "tok_declined" } as const;

/** A menu order's payment: at the table or counter, or by card. */
export function useMenuPayment() {
  const [method, setMethod] = useState<"cod" | "card">("cod");
  const [card, setCard] = useState<CardInput>({ number: "", expiry: "", cvc: "" });
  const [problems, setProblems] = useState<readonly CardProblem[]>([]);
  return {
    method,
    setMethod,
    card,
    setCard,
    problems,
    /** The payment fields, or null (and the card's problems marked) when the card is not complete. */
    fields(): { payment_method: "cod" | "card"; card_token?: string } | null {
      if (method === "cod") return { payment_method: "cod" };
      const found = cardProblems(card);
      setProblems(found);
      if (found.length > 0) return null;
      return { payment_method: "card", card_token: cardToken(card.number, DEMO_CARD_TOKENS) };
    },
  };
}

/** "How would you like to pay?": `cashLabel` (at the table, at the counter) or by card (the demo card form). */
export function MenuPaymentChoice({
  payment,
  cashLabel,
  large = false,
  disabled,
}: {
  payment: ReturnType<typeof useMenuPayment>;
  cashLabel: string;
  large?: boolean;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const choices = [
    { value: "cod", label: cashLabel },
    { value: "card", label: t`Pay by card` },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 font-semibold">{t`How would you like to pay?`}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              large ? "py-5 text-lg" : "py-3",
            )}
          >
            <input
              type="radio"
              name="menu-payment"
              className="size-4 accent-primary"
              checked={payment.method === choice.value}
              onChange={() => payment.setMethod(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {payment.method === "card" ? (
        <CardFields
          value={payment.card}
          onChange={payment.setCard}
          problems={payment.problems}
          disabled={disabled}
        />
      ) : null}
    </fieldset>
  );
}
