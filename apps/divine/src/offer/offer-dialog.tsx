import type { LineDetails } from "@storefront/core/cart";
import { lazyModule, preloadModule, useLazyModuleWhen } from "@storefront/kit/app";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import type { OfferValues } from "./offer-details";

/**
 * The dialog and its form (Radix's dialog, the date picker's button, the radio group: ~10 kB gzip)
 * are fetched when a devotee reaches for an "Offer" or "Change" button (pointer over, touch or
 * focus), not with the page: the offerings parse and hydrate without them.
 */
const dialogModule = lazyModule(() => import("./offer-dialog-content"));
const preloadDialog = () => preloadModule(dialogModule);

/** What `OfferDialog` gives its trigger: spread it on the button. */
export interface OfferTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onClick(): void;
  onPointerEnter(): void;
  onTouchStart(): void;
  onFocus(): void;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
}

/** Props of `OfferDialog`. */
export interface OfferDialogProps {
  /** The button that opens it ("Offer", "Change"), given the props it needs. */
  trigger(props: OfferTriggerProps): ReactNode;
  /** The dialog's title ("Offer Flower Garland"). */
  title: string;
  /** What is offered (its variant and price), under the title. */
  description?: string;
  initial: OfferValues;
  submitLabel: string;
  /** The line's details, once the form is valid; the dialog then closes. */
  onOffer(details: LineDetails): void;
}

/**
 * The offer form in a dialog, opened by its trigger; it closes once the offering is made. A tap
 * before the dialog's code has arrived opens it as soon as it has.
 */
export function OfferDialog({ trigger, ...content }: OfferDialogProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const dialog = useLazyModuleWhen(dialogModule, open);
  return (
    <>
      {trigger({
        ref: button,
        onClick: () => setOpen(true),
        onPointerEnter: preloadDialog,
        onTouchStart: preloadDialog,
        onFocus: preloadDialog,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
      })}
      {dialog ? (
        <dialog.OfferDialogContent open={open} onOpenChange={setOpen} returnFocusTo={button} {...content} />
      ) : null}
    </>
  );
}
