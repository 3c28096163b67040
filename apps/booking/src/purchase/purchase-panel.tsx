import { useLingui } from "@lingui/react/macro";
import { lazyEndpoint } from "@storefront/core/api";
import {
  PaymentSection,
  PlaceOrderButton,
  useIdempotentEndpoint,
  usePaymentChoice,
  usePlaceOrder,
} from "@storefront/kit/checkout";
import { Money } from "@storefront/kit/money";
import { useUser } from "@storefront/kit/session";
import { useQueryClient } from "@tanstack/react-query";
import { LoginPrompt } from "../login-prompt";
import { mineKey } from "../queries";

// The purchase contracts, and the zod schemas they build, load with the first purchase.
const purchaseContracts = () => import("@storefront/core/contracts/api/booking-purchases");
const purchasePaidPlan = lazyEndpoint(purchaseContracts, "purchasePaidPlan");
const purchaseVoucher = lazyEndpoint(purchaseContracts, "purchaseVoucher");

/** What is bought: a paid plan or a gift voucher, by id. */
export interface PurchaseTarget {
  kind: "plan" | "voucher";
  id: string;
  price: number;
}

type CardBody = { payment_method: "card"; card_token: string };

/**
 * Buys a plan or a voucher with kit's checkout sections: card payment only, one
 * `Idempotency-Key` per attempt (a double click or a retry buys once), the shop's cart left
 * alone; then back to the list, where the customer's plans or vouchers show. A guest logs in first.
 */
export function PurchasePanel({ target, listPath }: { target: PurchaseTarget; listPath: string }) {
  const { t } = useLingui();
  const user = useUser();
  if (!user) {
    return <LoginPrompt hint={t`Log in to buy: you come back here.`} label={t`Log in to buy`} />;
  }
  return <CardPurchase target={target} listPath={listPath} customerId={user.id} />;
}

function CardPurchase({
  target,
  listPath,
  customerId,
}: {
  target: PurchaseTarget;
  listPath: string;
  customerId: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const payment = usePaymentChoice(customerId, { accept: ["card"] });
  const endpoint = target.kind === "plan" ? purchasePaidPlan : purchaseVoucher;
  const call = useIdempotentEndpoint(endpoint, (body: CardBody) => ({ params: { id: target.id }, body }));
  const order = usePlaceOrder<CardBody>({
    customerId,
    // The customer's plans and vouchers change with the purchase: refreshed before the list shows.
    call: {
      ...call,
      place: async (body) => {
        const placed = await call.place(body);
        await queryClient.invalidateQueries({ queryKey: mineKey(customerId) });
        return placed;
      },
    },
    clearsCart: false,
    failureTo: null,
    successTo: () => listPath,
  });
  return (
    <div className="flex flex-col gap-4">
      <PaymentSection customerId={customerId} choice={payment} disabled={order.busy} />
      <p className="flex items-center justify-between text-base font-semibold">
        <span>{t`Total`}</span>
        <Money amount={target.price} />
      </p>
      <PlaceOrderButton
        state={order}
        disabled={!payment.ready}
        busyLabel={t`Paying…`}
        onPlace={() => {
          const fields = payment.fields();
          if (fields?.payment_method === "card" && fields.card_token) {
            void order.place({ payment_method: "card", card_token: fields.card_token });
          }
        }}
      >
        {t`Pay now`}
      </PlaceOrderButton>
    </div>
  );
}
