import { Trans } from "@lingui/react/macro";
import type { OtherUnitPrice } from "@storefront/core/contracts/cart-line";
import { useId } from "react";
import { useLocalized } from "../locale";
import { useMoney } from "../money";
import { unitPrice } from "./product-view";

const OPTION =
  "flex cursor-pointer flex-col rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";
const COMPACT_OPTION =
  "cursor-pointer rounded-full border border-border px-2 py-0.5 text-xs has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

export interface UnitPickerProps {
  units: readonly OtherUnitPrice[];
  value: string | null;
  onChange: (unitId: string) => void;
  /** The base price the units' multipliers apply to. */
  basePrice: number;
  /** The product card's form: small pills with the unit's name only, the legend for screen readers. */
  compact?: boolean;
}

/** The choice of unit for products sold per kg / per piece… (spec §3 `other_unit_prices`), with each price. */
export function UnitPicker({ units, value, onChange, basePrice, compact = false }: UnitPickerProps) {
  const money = useMoney();
  const localized = useLocalized();
  const name = useId();
  if (units.length === 0) return null;
  return (
    <fieldset
      data-slot={compact ? "unit-choice" : "unit-picker"}
      className={compact ? "mt-1" : "flex flex-col gap-2"}
    >
      <legend className={compact ? "sr-only" : "mb-2 text-sm font-medium"}>
        <Trans>Sold by the unit</Trans>
      </legend>
      <div className={compact ? "flex flex-wrap gap-1" : "flex flex-wrap gap-2"}>
        {units.map((unit) => {
          const price = money(unitPrice(unit, basePrice));
          return (
            <label key={unit.id} className={compact ? COMPACT_OPTION : OPTION}>
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={unit.id}
                checked={unit.id === value}
                onChange={() => onChange(unit.id)}
              />
              {compact ? (
                localized(unit.name ?? "", unit.name_lang)
              ) : (
                <>
                  <span className="font-medium">{localized(unit.name ?? "", unit.name_lang)}</span>
                  <span className="text-muted-foreground">{price}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
