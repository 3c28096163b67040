import { Trans } from "@lingui/react/macro";
import type { Product } from "@storefront/core/contracts/product";
import { cn } from "@storefront/ui/cn";
import { Link } from "@tanstack/react-router";
import { useLocalized } from "../locale";
import { productVendor } from "./product-view";

export interface SoldByProps {
  product: Product;
  className?: string;
}

/**
 * "Sold by <vendor>" of a marketplace product, its name linking to the vendor's products; nothing
 * for a product without a vendor. The card and the product page both show it.
 */
export function SoldBy({ product, className }: SoldByProps) {
  const localized = useLocalized();
  const vendor = productVendor(product);
  if (!vendor) return null;
  const vendorName = localized(vendor.name, vendor.nameLang);
  return (
    <p className={cn("text-muted-foreground", className)} data-slot="product-vendor">
      <Trans>
        Sold by{" "}
        <Link
          to="/products"
          search={{ vendor_id: Number(vendor.id) }}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          {vendorName}
        </Link>
      </Trans>
    </p>
  );
}
