import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { cn } from "@storefront/ui/cn";
import { Input } from "@storefront/ui/input";
import { Label } from "@storefront/ui/label";
import { useMutation } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { TicketIcon, XIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { isRateLimited, SERVER_ERROR_MESSAGES } from "../error-messages";
import { useApiClient } from "../session";
import {
  type AppliedCoupon,
  appliedCouponAtom,
  type CouponRejection,
  checkCouponCode,
  couponRejectionText,
  evaluateCouponNow,
} from "./coupon";

/** Props of `CouponField`. */
export interface CouponFieldProps {
  /** The cart total the minimum is checked against (the server's subtotal for a customer). */
  cartTotal: number;
  /**
   * The refusal of the applied coupon now, if it no longer holds (the cart fell below the
   * minimum, the server's summary refused it): shown under the field.
   */
  appliedRejection?: CouponRejection | null;
  className?: string;
}

type Outcome = { kind: "accepted"; code: string } | { kind: "rejected"; rejection: CouponRejection };

/**
 * The coupon field of the cart: checks the code with the server (`check_coupon`) and evaluates
 * the answer with core's rules, showing exactly spec §5's messages (translated). An accepted
 * coupon is kept for the totals and the checkout; it can be removed.
 */
export function CouponField({ cartTotal, appliedRejection, className }: CouponFieldProps) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const [applied, setApplied] = useAtom(appliedCouponAtom);
  const [code, setCode] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const check = useMutation({
    mutationFn: (candidate: string) => checkCouponCode(client, candidate),
    onSuccess: (response, candidate) => {
      const evaluation = evaluateCouponNow(response, cartTotal);
      if (evaluation.ok) {
        const next: AppliedCoupon = { code: candidate, response };
        setApplied(next);
        setOutcome({ kind: "accepted", code: candidate });
        setCode("");
      } else {
        setOutcome({ kind: "rejected", rejection: evaluation });
      }
    },
    onError: () => setOutcome(null),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = code.trim();
    if (candidate === "" || check.isPending) return;
    setOutcome(null);
    check.mutate(candidate);
  };

  const appliedCode = applied?.code ?? "";
  const rejection = outcome?.kind === "rejected" ? outcome.rejection : applied ? appliedRejection : null;
  const message = rejection
    ? couponRejectionText(i18n, rejection)
    : check.isError
      ? isRateLimited(check.error)
        ? i18n._(SERVER_ERROR_MESSAGES.too_many_attempts)
        : t`The coupon could not be checked. Please try again.`
      : null;

  return (
    <div data-slot="coupon-field" className={cn("flex flex-col gap-2", className)}>
      <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
        <Label htmlFor={inputId}>{t`Coupon code`}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            aria-invalid={rejection && outcome?.kind === "rejected" ? true : undefined}
            aria-describedby={message || outcome ? messageId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              if (outcome?.kind === "rejected") setOutcome(null);
            }}
          />
          <Button type="submit" variant="secondary" disabled={check.isPending || code.trim() === ""}>
            {check.isPending ? t`Checking…` : t`Apply`}
          </Button>
        </div>
      </form>
      {message ? (
        <p
          id={messageId}
          role="alert"
          data-testid="coupon-message"
          className="text-sm font-medium text-destructive"
        >
          {message}
        </p>
      ) : outcome?.kind === "accepted" ? (
        <p
          id={messageId}
          role="status"
          data-testid="coupon-message"
          className="text-sm font-medium text-success"
        >
          {t`Coupon applied`}
        </p>
      ) : null}
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
          <span className="flex items-center gap-2">
            <TicketIcon aria-hidden="true" className="size-4" />
            <span>{t`Coupon: ${appliedCode}`}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Remove coupon ${appliedCode}`}
            onClick={() => {
              setApplied(null);
              setOutcome(null);
            }}
          >
            <XIcon aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
