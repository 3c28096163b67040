import { useLingui } from "@lingui/react/macro";
import type { LineDetails } from "@storefront/core/cart";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@storefront/ui/dialog";
import type { RefObject } from "react";
import type { OfferValues } from "./offer-details";
import { OfferForm } from "./offer-form";

/** Props of `OfferDialogContent`. */
export interface OfferDialogContentProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  title: string;
  description?: string;
  initial: OfferValues;
  submitLabel: string;
  onOffer(details: LineDetails): void;
}

/**
 * The offer dialog itself — Radix's dialog (focus trap, scroll lock, layers) with the offer form —
 * loaded by `OfferDialog` when a devotee reaches for its button, not with the page.
 */
export function OfferDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  initial,
  submitLabel,
  onOffer,
}: OfferDialogContentProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton closeLabel={t`Close`} returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <OfferForm
          initial={initial}
          submitLabel={submitLabel}
          onOffer={(details) => {
            onOffer(details);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
