import { Trans } from "@lingui/react/macro";
import { LOW_STOCK } from "./product-view";

export interface StockNoteProps {
  /** Units available (in the chosen unit). */
  stock: number;
  /** Digital products never run out. */
  digital?: boolean;
  className?: string;
}

/** In stock / only N left / out of stock, with a colour and an icon-free text (readable by everyone). */
export function StockNote({ stock, digital = false, className }: StockNoteProps) {
  const base = `text-sm${className ? ` ${className}` : ""}`;
  if (digital) {
    return (
      <p data-slot="stock" data-state="in-stock" className={`${base} text-success`}>
        <Trans>Instant delivery</Trans>
      </p>
    );
  }
  if (stock <= 0) {
    return (
      <p data-slot="stock" data-state="out-of-stock" className={`${base} text-destructive`}>
        <Trans>Out of stock</Trans>
      </p>
    );
  }
  if (stock <= LOW_STOCK) {
    return (
      <p data-slot="stock" data-state="low-stock" className={`${base} text-destructive`}>
        <Trans>Only {stock} left</Trans>
      </p>
    );
  }
  return (
    <p data-slot="stock" data-state="in-stock" className={`${base} text-success`}>
      <Trans>In stock</Trans>
    </p>
  );
}
