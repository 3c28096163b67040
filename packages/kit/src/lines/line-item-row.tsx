import { imageUrl } from "@storefront/core/catalog";
import { cn } from "@storefront/ui/cn";
import type { ComponentProps, ReactNode } from "react";
import { useLocale } from "../locale";

/** Props of `LineItemRow`. */
export interface LineItemRowProps extends Omit<ComponentProps<"li">, "children"> {
  /** The line's name, already localized. */
  name: string;
  /** The name's element: a heading (`h2`) where the lines are the page's content, else plain text. */
  nameAs?: "h2" | "h3" | "span";
  /** The stored picture path (`/images/products/1.svg`); none draws an empty square. */
  image?: string | null;
  /** The picture's size in CSS px: 80 in the cart and wishlist, 64 in the account's cards. */
  imageSize?: 64 | 80;
  /** Lines under the name: options, unit price, day of visit… */
  details?: ReactNode;
  /** Controls under the details: quantity, remove, move to the cart… */
  actions?: ReactNode;
  /** The end column, usually the line's total (`<Money>`). */
  amount?: ReactNode;
  /** Rows inside a card: tighter, with no padding above the first row and below the last. */
  compact?: boolean;
}

const IMAGE_CLASS = { 64: "size-16", 80: "size-20" } as const;

/**
 * One line of a cart, wishlist, order or return: picture, name, details and actions, and an amount
 * at the end. Only the layout is shared; each list passes its own details and controls. Renders an
 * `<li>`: put it in a `<ul>`. The picture is asked in the reader's locale (its placeholder writes
 * the name).
 */
export function LineItemRow({
  name,
  nameAs: Name = "span",
  image,
  imageSize = 80,
  details,
  actions,
  amount,
  compact = false,
  className,
  ...props
}: LineItemRowProps) {
  const { locale } = useLocale();
  const pixels = imageSize * 2;
  const src = imageUrl(image, { width: pixels, height: pixels, quality: 80, locale });
  const box = cn("shrink-0 rounded-md bg-muted", IMAGE_CLASS[imageSize]);
  return (
    <li
      data-slot="line-item"
      className={cn("flex gap-4", compact ? "py-3 first:pt-0 last:pb-0" : "py-4", className)}
      {...props}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={imageSize}
          height={imageSize}
          loading="lazy"
          className={cn(box, "object-cover")}
        />
      ) : (
        <div aria-hidden="true" className={box} />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Name className="text-start text-sm font-medium">{name}</Name>
        {details}
        {actions ? <div className="mt-1 flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {amount === undefined ? null : (
        <div className="shrink-0 text-end text-sm font-semibold tabular-nums">{amount}</div>
      )}
    </li>
  );
}
