import { useLingui } from "@lingui/react/macro";
import { discountLinkCode } from "@storefront/core/coupons";
import { Skeleton } from "@storefront/ui/skeleton";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useToast } from "../feedback";
import { useApiClient } from "../session";
import { useDocumentTitle } from "../title";
import { appliedCouponAtom, checkCouponCode, couponRejectionText, evaluateCouponNow } from "./coupon";

/**
 * `/discount/CODE`: a discount link (as Shopify's). The code is checked with the server and, when
 * it is a coupon the shop honours today, applied to the shopper's cart (the cart's coupon, kept for
 * the session) — its minimum is the cart's to judge, as when typed there; then the shop's home, with
 * a toast saying what happened. The page itself only says it is applying the code.
 */
export function DiscountLinkPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Discount`);
  const { code: segment = "" } = useParams({ strict: false }) as { code?: string };
  const client = useApiClient();
  const setApplied = useSetAtom(appliedCouponAtom);
  const toast = useToast();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = discountLinkCode(segment);
    const goHome = () => void navigate({ to: "/", replace: true });
    if (!code) {
      toast({ title: t`This discount link is not valid.`, variant: "destructive" });
      goHome();
      return;
    }
    checkCouponCode(client, code)
      .then((response) => {
        const evaluation = evaluateCouponNow(response, Number.POSITIVE_INFINITY);
        if (evaluation.ok) {
          setApplied({ code, response });
          toast({ title: t`Discount ${code} applied to your cart.`, variant: "success" });
        } else {
          toast({ title: couponRejectionText(i18n, evaluation), variant: "destructive" });
        }
      })
      .catch(() =>
        toast({ title: t`The discount could not be checked. Try the link again.`, variant: "destructive" }),
      )
      .finally(goHome);
  }, [segment, client, setApplied, toast, navigate, t, i18n]);

  return (
    <div
      data-slot="discount-link-page"
      aria-busy="true"
      className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16"
    >
      <p className="text-lg">{t`Applying your discount…`}</p>
      <Skeleton className="h-4 w-48" />
    </div>
  );
}
