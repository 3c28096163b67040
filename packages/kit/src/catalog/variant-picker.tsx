import { Trans, useLingui } from "@lingui/react/macro";
import type { Product, ProductVariant } from "@storefront/core/contracts/product";
import { idOf } from "@storefront/core/contracts/source-id";
import { useId } from "react";
import { useLocalized } from "../locale";
import { selectedValues, valueState, variantForChoice } from "./product-view";

export interface VariantPickerProps {
  product: Product;
  /** The variant shown now. */
  variant: ProductVariant | null;
  /** Called with the id of the variant to show. */
  onChoose: (variantId: string) => void;
  /** The name of the group of variants when the product has no attributes ("Options" by default). */
  label?: string;
}

const PILL =
  "relative flex min-w-10 cursor-pointer items-center justify-center rounded-md border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring data-[state=unavailable]:text-muted-foreground data-[state=unavailable]:line-through data-[state=sold-out]:text-muted-foreground";

/**
 * The product's choices (spec §3: attributes with `selected_id` and `slug`): a radio group per
 * attribute (size, colour…) built from its values, each marked sold out or unavailable with the
 * other current choices. Picking a value shows the variant that keeps the other choices (or the
 * nearest one in stock). A product with variants but no attributes gets one group of its variants.
 * Native radios: arrow keys move within a group, in the reading direction.
 */
export function VariantPicker({ product, variant, onChoose, label }: VariantPickerProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const groupId = useId();
  const attributes = (product.attributes ?? []).filter((attribute) => (attribute.values?.length ?? 0) > 0);
  const variants = product.variants ?? [];
  const current = selectedValues(product, variant);

  if (attributes.length > 0) {
    return (
      <div data-slot="variant-picker" className="flex flex-col gap-4">
        {attributes.map((attribute) => {
          const slug = attribute.slug ?? attribute.name;
          const name = localized(attribute.name, attribute.name_lang);
          const chosen = (attribute.values ?? []).find((value) => idOf(value._id) === current[slug]);
          return (
            <fieldset key={slug} data-attribute={slug} className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">
                {name}
                {chosen ? (
                  <span className="ms-2 font-normal text-muted-foreground">
                    {localized(chosen.name, chosen.name_lang)}
                  </span>
                ) : null}
              </legend>
              <div className="flex flex-wrap gap-2">
                {(attribute.values ?? []).map((value) => {
                  const valueId = idOf(value._id);
                  const state = valueState(product, variant, slug, valueId);
                  const valueName = localized(value.name, value.name_lang);
                  return (
                    <label key={valueId} className={PILL} data-state={state}>
                      <input
                        type="radio"
                        className="sr-only"
                        name={`${groupId}-${slug}`}
                        value={value.slug}
                        checked={current[slug] === valueId}
                        onChange={() => {
                          const next = variantForChoice(product, variant, slug, valueId);
                          if (next) onChoose(idOf(next._id));
                        }}
                      />
                      {valueName}
                      {state === "sold-out" ? <span className="sr-only"> ({t`sold out`})</span> : null}
                      {state === "unavailable" ? (
                        <span className="sr-only"> ({t`not available`})</span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    );
  }

  if (variants.length < 2) return null;
  return (
    <fieldset data-slot="variant-picker" className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{label ?? <Trans>Options</Trans>}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((candidate) => {
          const id = idOf(candidate._id);
          const soldOut = (candidate.stock ?? 0) <= 0;
          const variantName = localized(candidate.name ?? candidate.sku ?? id, candidate.name_lang);
          return (
            <label key={id} className={PILL} data-state={soldOut ? "sold-out" : "available"}>
              <input
                type="radio"
                className="sr-only"
                name={`${groupId}-variant`}
                value={id}
                checked={variant ? idOf(variant._id) === id : false}
                onChange={() => onChoose(id)}
              />
              {variantName}
              {soldOut ? <span className="sr-only"> ({t`sold out`})</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
