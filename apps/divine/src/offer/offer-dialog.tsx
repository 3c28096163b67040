import { useLingui } from "@lingui/react/macro";
import type { LineDetails } from "@storefront/core/cart";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@storefront/ui/dialog";
import { type ReactNode, useState } from "react";
import type { OfferValues } from "./offer-details";
import { OfferForm } from "./offer-form";

/** Props of `OfferDialog`. */
export interface OfferDialogProps {
  /** The button that opens it ("Offer", "Change"). */
  trigger: ReactNode;
  /** The dialog's title ("Offer Flower Garland"). */
  title: string;
  /** What is offered (its variant and price), under the title. */
  description?: string;
  initial: OfferValues;
  submitLabel: string;
  /** The line's details, once the form is valid; the dialog then closes. */
  onOffer(details: LineDetails): void;
}

/** The offer form in a dialog, opened by its trigger; it closes once the offering is made. */
export function OfferDialog({
  trigger,
  title,
  description,
  initial,
  submitLabel,
  onOffer,
}: OfferDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent showCloseButton closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <OfferForm
          initial={initial}
          submitLabel={submitLabel}
          onOffer={(details) => {
            onOffer(details);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
