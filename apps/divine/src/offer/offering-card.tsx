import { useLingui } from "@lingui/react/macro";
import { idOf, type Product } from "@storefront/core/contracts/product";
import { AddToCartButton, useCartActions } from "@storefront/kit/cart";
import { ResponsiveImage } from "@storefront/kit/catalog";
import { productLine } from "@storefront/kit/lines";
import { useLocalized } from "@storefront/kit/locale";
import { Money, useMoney } from "@storefront/kit/money";
import { Card, CardContent } from "@storefront/ui/card";
import { Label } from "@storefront/ui/label";
import { PlainButton } from "@storefront/ui/plain-button";
import { RadioGroup, RadioGroupItem } from "@storefront/ui/radio-group";
import { HandHeartIcon } from "lucide-react";
import { useId, useState } from "react";
import { isOffering } from "../offerings";
import { OfferDialog } from "./offer-dialog";

/** The product's first variant, or its selected one: what is offered until the devotee chooses. */
function firstVariantId(product: Product): string | null {
  const first = product.variants?.[0];
  return product.variant_id ?? (first ? idOf(first._id) : null);
}

/** The variants to choose from (meal counts), when there is more than one. */
function VariantChoice({
  product,
  value,
  onChange,
}: {
  product: Product;
  value: string | null;
  onChange(id: string): void;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  const id = useId();
  const variants = product.variants ?? [];
  if (variants.length < 2) return null;
  const name = localized(product.name ?? "", product.name_lang);
  return (
    <RadioGroup
      aria-label={t`Choose an amount of ${name}`}
      value={value ?? undefined}
      onValueChange={onChange}
      className="flex flex-col gap-2"
    >
      {variants.map((variant) => {
        const variantId = idOf(variant._id);
        return (
          <div key={variantId} className="flex items-center gap-2">
            <RadioGroupItem value={variantId} id={`${id}-${variantId}`} />
            <Label htmlFor={`${id}-${variantId}`} className="flex flex-1 justify-between gap-2 font-normal">
              <span>{localized(variant.name ?? "", variant.name_lang)}</span>
              <Money amount={variant.price} />
            </Label>
          </div>
        );
      })}
    </RadioGroup>
  );
}

/**
 * One offering of the home: picture, name, description, price (or its amounts to choose from) and
 * "Offer", which asks who it is for, the day and an intention, then puts it in the cart — a new
 * line for each name and day. A physical item (incense) is added to the cart as it is.
 */
export function OfferingCard({ product }: { product: Product }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const money = useMoney();
  const actions = useCartActions();
  const [variantId, setVariantId] = useState(() => firstVariantId(product));
  const [announcement, setAnnouncement] = useState("");
  const name = localized(product.name ?? product.item_name ?? "", product.name_lang);
  const description = product.description ? localized(product.description, product.description_lang) : "";
  const line = productLine(product, { variantId });
  const variant = product.variants?.find((candidate) => idOf(candidate._id) === variantId);
  const variantName =
    variant && (product.variants?.length ?? 0) > 1 ? localized(variant.name ?? "", variant.name_lang) : "";
  const price = line ? money(line.price) : "";

  return (
    <Card
      data-testid="offering"
      data-product-id={idOf(product._id)}
      className="flex h-full flex-col gap-0 overflow-hidden pt-0"
    >
      <ResponsiveImage
        path={product.f_image}
        alt=""
        sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw"
        ratio={4 / 3}
      />
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <h3 className="text-lg font-semibold">{name}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        <VariantChoice product={product} value={variantId} onChange={setVariantId} />
        {(product.variants?.length ?? 0) < 2 && line ? (
          <p className="font-semibold tabular-nums">
            <Money amount={line.price} />
          </p>
        ) : null}
        <div className="mt-auto flex justify-end pt-2">
          {isOffering(product) ? (
            <OfferDialog
              trigger={(props) => (
                <PlainButton {...props} disabled={line === null}>
                  <HandHeartIcon aria-hidden="true" className="size-4" />
                  {t`Offer`}
                </PlainButton>
              )}
              title={t`Offer ${name}`}
              description={variantName ? t`${variantName} · ${price}` : price}
              initial={{ offeredFor: "myself", name: "", day: undefined, intention: "" }}
              submitLabel={t`Add to cart`}
              onOffer={(details) => {
                if (!line) return;
                // Announced once confirmed, as `AddToCartButton` does: a refused add is never "added".
                setAnnouncement("");
                actions.add(
                  { ...line, details },
                  { onConfirmed: () => setAnnouncement(t`${name} added to the cart`) },
                );
              }}
            />
          ) : (
            <AddToCartButton product={product} variantId={variantId} />
          )}
        </div>
        <span role="status" className="sr-only">
          {announcement}
        </span>
      </CardContent>
    </Card>
  );
}
