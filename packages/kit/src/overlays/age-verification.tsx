import { Trans } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@storefront/ui/dialog";
import { useEffect, useState } from "react";
import { ageGateOpenAtom, useSession } from "../session";
import { needsAgeVerification, rememberAgeVerified } from "./age-rule";

function leaveSite() {
  window.location.assign("about:blank");
}

/**
 * The age-verification popup (spec §2 overlay). A gate: no close button, Escape and clicks
 * outside do nothing; the shopper confirms (remembered) or leaves the site. Other overlays wait.
 */
export function AgeVerificationPopup({ onLeave = leaveSite }: { onLeave?: () => void }) {
  const session = useSession();
  const { store, storage, partner } = session;
  const [open, setOpen] = useState(() => needsAgeVerification(partner, storage));

  useEffect(() => {
    store.set(ageGateOpenAtom, open);
  }, [open, store]);

  const block = (event: Event) => event.preventDefault();
  return (
    <Dialog open={open}>
      <DialogContent data-testid="age-verification" onEscapeKeyDown={block} onInteractOutside={block}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Are you 18 or older?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>This store sells products for adults. Confirm your age to continue.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onLeave}>
            <Trans>No, leave the site</Trans>
          </Button>
          <Button
            type="button"
            onClick={() => {
              rememberAgeVerified(storage);
              setOpen(false);
            }}
          >
            <Trans>Yes, I am 18 or older</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
