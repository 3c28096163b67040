import { Trans } from "@lingui/react/macro";
import { formatNumber } from "@storefront/core/format";
import { StarIcon } from "lucide-react";
import { useLocale, useLocalized } from "../locale";
import type { Vendor } from "./queries";
import { ResponsiveImage } from "./responsive-image";

/**
 * The head of a vendor's page on a marketplace (`/products?vendor_id=…`): logo, name, rating, about.
 * (Its product count is the list's, shown right below it.)
 */
export function VendorHeader({ vendor }: { vendor: Vendor }) {
  const { locale } = useLocale();
  const localized = useLocalized();
  const name = localized(vendor.name, vendor.name_lang);
  const description = localized(vendor.description, vendor.description_lang);
  const rating = formatNumber(vendor.rating, locale, 1);
  return (
    <header data-slot="vendor-header" className="flex items-center gap-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-full border border-border">
        <ResponsiveImage path={vendor.logo} alt="" sizes="80px" widths={[80, 160]} priority />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold">{name}</h1>
        <p className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <StarIcon aria-hidden="true" className="size-4 fill-current text-primary" />
            <Trans>Rated {rating} out of 5</Trans>
          </span>
        </p>
        {description ? <p className="text-sm">{description}</p> : null}
      </div>
    </header>
  );
}
