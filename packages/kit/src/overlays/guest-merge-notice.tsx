import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useToast } from "../feedback";
import { type GuestMergeOutcome, guestMergeAtom, useSession } from "../session";

/** The lines of the notice, translated: what was added, lowered, skipped; or the failure. */
function useNoticeText() {
  const { t } = useLingui();
  return (outcome: GuestMergeOutcome) => {
    if (!outcome.ok) {
      return {
        title: t`Your guest cart could not be added to your account`,
        description: t`It is kept on this device and will be added the next time you log in.`,
      };
    }
    const parts: string[] = [];
    if (outcome.cartUnits > 0) {
      parts.push(
        t`${plural(outcome.cartUnits, {
          one: "# item added to your cart.",
          other: "# items added to your cart.",
        })}`,
      );
    }
    if (outcome.limited > 0) parts.push(t`Some quantities were lowered to the stock available.`);
    if (outcome.skipped > 0) {
      parts.push(
        t`${plural(outcome.skipped, {
          one: "# item is no longer available.",
          other: "# items are no longer available.",
        })}`,
      );
    }
    if (outcome.wishlistLines > 0) {
      parts.push(
        t`${plural(outcome.wishlistLines, {
          one: "# item added to your wishlist.",
          other: "# items added to your wishlist.",
        })}`,
      );
    }
    return { title: t`What you picked as a guest is in your account`, description: parts.join(" ") };
  };
}

/**
 * Tells the shopper what merging their guest cart and wishlist at login did (issue 17): a toast
 * with what was added, what stock lowered or left out — or, when the merge failed, that the guest
 * cart is kept on the device. Renders nothing itself.
 */
export function GuestMergeNotice() {
  const session = useSession();
  const outcome = useAtomValue(guestMergeAtom, { store: session.store });
  const toast = useToast();
  const text = useNoticeText();
  useEffect(() => {
    if (!outcome) return;
    const { title, description } = text(outcome);
    const quiet = outcome.ok && outcome.cartUnits + outcome.skipped + outcome.wishlistLines === 0;
    if (!quiet) {
      toast({
        title,
        ...(description ? { description } : {}),
        variant: outcome.ok && outcome.skipped === 0 ? "success" : "destructive",
      });
    }
    session.store.set(guestMergeAtom, null);
  }, [outcome, text, toast, session.store]);
  return null;
}
