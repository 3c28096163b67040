import { Trans } from "@lingui/react/macro";
import type { Partner } from "@storefront/core/contracts/partner";
import { shouldVerifyAge } from "@storefront/core/partner";
import { readRaw, type StorageLike, writeRaw } from "@storefront/core/storage";
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
import { ageGateOpenAtom } from "../session/atoms";
import { useSession } from "../session/context";

/** Where the shopper's age confirmation is remembered (per site: localStorage is per origin). */
export const AGE_VERIFIED_STORAGE_KEY = "ageVerified";

/**
 * Whether the age-verification popup should show (spec §4): the partner's `site_config` parses
 * with `popup_age_verify` set (core's rule; an unparsable config is ignored), and the shopper has
 * not confirmed on this site before.
 */
export function needsAgeVerification(partner: Partner | null | undefined, storage: StorageLike): boolean {
  if (!partner || !shouldVerifyAge(partner.cms_config.site_config)) return false;
  return readRaw(storage, AGE_VERIFIED_STORAGE_KEY) !== "1";
}

/** Remembers the confirmation (false when storage refused it: the popup then asks each visit). */
export function rememberAgeVerified(storage: StorageLike): boolean {
  return writeRaw(storage, AGE_VERIFIED_STORAGE_KEY, "1");
}

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
