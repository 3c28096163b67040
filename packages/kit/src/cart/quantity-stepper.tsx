import { useLingui } from "@lingui/react/macro";
import { LINE_CAPS } from "@storefront/core/cart";
import { cn } from "@storefront/ui/cn";
import { PlainButton } from "@storefront/ui/plain-button";
import { MinusIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocale } from "../locale";

/** Props of `QuantityStepper`. */
export interface QuantityStepperProps {
  /** The current quantity. */
  value: number;
  /** Called with the new quantity (0 when decreased from 1 and `min` is 0: a removal). */
  onChange(qty: number): void;
  /** What is counted, for the accessible names (`Quantity of Tea`). */
  itemName: string;
  /** Lowest quantity (0 lets the stepper remove the line). */
  min?: number;
  /** Highest quantity (the stock, when known). */
  max?: number | null;
  disabled?: boolean;
  className?: string;
}

/**
 * − [qty] + for a cart line. The field takes a typed quantity on Enter or when it loses focus;
 * the buttons change it by one. Values are kept within `min`…`max`.
 */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  min = 0,
  max,
  disabled,
  className,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const upper = Math.min(max ?? LINE_CAPS.maxQty, LINE_CAPS.maxQty);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const parsed = Number(raw.trim());
    if (raw.trim() === "" || !Number.isSafeInteger(parsed)) {
      setDraft(String(value));
      return;
    }
    const next = Math.max(min, Math.min(upper, parsed));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend and a border; a labelled group is the stepper pattern.
    <div
      role="group"
      aria-label={t`Quantity of ${itemName}`}
      data-slot="quantity-stepper"
      className={cn("inline-flex items-center gap-1", className)}
    >
      <PlainButton
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={t`Decrease quantity`}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
      </PlainButton>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        lang={locale}
        aria-label={t`Quantity`}
        className="h-9 w-12 rounded-md border border-border bg-background text-center text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(event.currentTarget.value);
        }}
      />
      <PlainButton
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={t`Increase quantity`}
        disabled={disabled || value >= upper}
        onClick={() => onChange(Math.min(upper, value + 1))}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
      </PlainButton>
    </div>
  );
}
