import { Plural, useLingui } from "@lingui/react/macro";
import { lineKeyString } from "@storefront/core/cart";
import { Button } from "@storefront/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@storefront/ui/sheet";
import { Link } from "@tanstack/react-router";
import { CircleCheckIcon } from "lucide-react";
import { linesSubtotal, lineTotal } from "../lines";
import { useLocalized } from "../locale";
import { Money } from "../money";
import { useCart } from "../session";

/** Props of `CartDrawer`. */
export interface CartDrawerProps {
  open: boolean;
  /** The line just added (`lineKeyString`), marked in the list. */
  addedKey: string | null;
  onOpenChange(open: boolean): void;
}

/**
 * The drawer that opens on "Add to cart" (from the inline end): what was added, the cart's lines
 * and subtotal, and the ways on — the cart page, checkout, or back to shopping. Not modal: the
 * page behind stays usable, and a click outside closes it. The cart page stays the cart's home.
 */
export default function CartDrawer({ open, addedKey, onOpenChange }: CartDrawerProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const cart = useCart();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} modal={false}>
      <SheetContent
        data-slot="cart-drawer"
        showCloseButton
        closeLabel={t`Close`}
        className="flex w-full max-w-sm flex-col"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <CircleCheckIcon aria-hidden="true" className="size-5 text-success" />
            {t`Added to your cart`}
          </SheetTitle>
          <SheetDescription>
            <Plural value={cart.length} one="Your cart holds # item." other="Your cart holds # items." />
          </SheetDescription>
        </SheetHeader>
        <ul aria-label={t`Items in your cart`} className="flex-1 divide-y divide-border overflow-y-auto px-4">
          {cart.list.map((line) => {
            const key = lineKeyString(line);
            return (
              <li
                key={key}
                data-added={key === addedKey ? "" : undefined}
                className="flex items-center justify-between gap-3 py-3 text-sm data-added:font-semibold"
              >
                <span className="min-w-0 truncate">{t`${localized(line.name, line.name_lang)} × ${line.qty}`}</span>
                <Money amount={lineTotal(line)} />
              </li>
            );
          })}
        </ul>
        <SheetFooter className="flex flex-col gap-2 border-t border-border p-4">
          <p className="flex justify-between text-sm font-medium">
            <span>{t`Subtotal`}</span>
            <Money amount={linesSubtotal(cart.list)} />
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/cart" onClick={close}>
              {t`View cart`}
            </Link>
          </Button>
          <Button variant="outline" className="w-full" onClick={close}>
            {t`Continue shopping`}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
