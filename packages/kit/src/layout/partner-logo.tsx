import { imageUrl } from "@storefront/core/catalog";
import type { Partner } from "@storefront/core/contracts/partner";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useLocalized } from "../locale";

/** The logo's box in CSS pixels: fixed, so the header never shifts when the image arrives. */
export const LOGO_BOX = { width: 160, height: 48 } as const;

/**
 * The logo's URL on the image CDN, at twice the box width for sharp high-density screens (only the
 * width: the CDN keeps the logo's proportions, whatever its shape).
 */
export function partnerLogoUrl(partner: Pick<Partner, "snachoo_settings">): string | null {
  return imageUrl(partner.snachoo_settings.ecom_logo, { width: LOGO_BOX.width * 2 });
}

/**
 * The partner's logo (`snachoo_settings.ecom_logo`) linking home, or the partner's name as text
 * when it has none (or the image fails). The image has explicit dimensions and sits in a fixed
 * box (contained, at the inline start), so it causes no layout shift (CLS budget 0.02).
 */
export function PartnerLogo({ partner, className }: { partner: Partner; className?: string }) {
  const src = partnerLogoUrl(partner);
  const [failed, setFailed] = useState(false);
  const name = useLocalized()(partner.name, partner.name_lang);
  const showImage = src !== null && !failed;
  return (
    <Link
      to="/"
      data-slot="partner-logo"
      className={`flex h-12 shrink-0 items-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring${className ? ` ${className}` : ""}`}
    >
      {showImage ? (
        <img
          src={src}
          alt={name}
          width={LOGO_BOX.width}
          height={LOGO_BOX.height}
          decoding="async"
          onError={() => setFailed(true)}
          className="h-12 w-32 object-contain object-[0%_50%] sm:w-40 rtl:object-[100%_50%]"
        />
      ) : (
        <span className="max-w-48 truncate text-xl font-bold leading-tight">{name}</span>
      )}
    </Link>
  );
}
