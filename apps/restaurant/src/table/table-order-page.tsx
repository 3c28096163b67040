import { useLingui } from "@lingui/react/macro";
import { lineKeyString } from "@storefront/core/cart";
import { CartLineItem } from "@storefront/kit/cart";
import { linesSubtotal } from "@storefront/kit/lines";
import { Money } from "@storefront/kit/money";
import { useCart } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { Input } from "@storefront/ui/input";
import { Label } from "@storefront/ui/label";
import { Link } from "@tanstack/react-router";
import { UtensilsIcon } from "lucide-react";
import { useId, useState } from "react";
import { useMenuOrder } from "../cart/menu-order";
import { OrderPlaced } from "../cart/order-placed";
import { MenuPaymentChoice, useMenuPayment } from "../cart/payment-choice";
import { readTable, useTableNumber } from "./table-number";

/**
 * `/digital-menu-cart`: the diner's order for their table — the lines with their options and notes,
 * the table number (from the QR link, or typed), pay at the table or by card, and "Send to the
 * kitchen" → the order number and its status. A failure keeps the order and says why.
 */
export function TableOrderPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your table's order`);
  const cart = useCart();
  const [table, setTable] = useTableNumber();
  const [typed, setTyped] = useState("");
  const tableId = useId();
  const payment = useMenuPayment();
  const order = useMenuOrder("table");

  if (order.placed) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4">
        <OrderPlaced order={order.placed}>
          <Button asChild>
            <Link to="/digital-menu">{t`Order something else`}</Link>
          </Button>
        </OrderPlaced>
      </div>
    );
  }

  const send = () => {
    const number = table ?? readTable(typed);
    if (!number) {
      order.setError(t`Enter your table number.`);
      return;
    }
    const paid = payment.fields();
    if (!paid) return;
    if (!table) setTable(number);
    void order.place({ ...paid, table_number: number });
  };

  return (
    <div data-slot="table-order-page" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">{t`Your table's order`}</h1>
      {cart.length === 0 ? (
        <EmptyState
          variant="page"
          icon={<UtensilsIcon />}
          title={t`Nothing ordered yet`}
          description={t`Choose from the menu and your order appears here.`}
          action={
            <Button asChild>
              <Link to="/digital-menu">{t`See the menu`}</Link>
            </Button>
          }
        />
      ) : (
        <form
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <ul className="divide-y divide-border">
            {cart.list.map((line) => (
              <CartLineItem key={lineKeyString(line)} line={line} />
            ))}
          </ul>
          {table ? (
            <p data-testid="table-number" className="font-medium">
              {t`Table ${table}`}
            </p>
          ) : (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={tableId}>{t`Table number`}</Label>
              <Input
                id={tableId}
                value={typed}
                inputMode="numeric"
                maxLength={8}
                className="max-w-40"
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          )}
          <MenuPaymentChoice payment={payment} cashLabel={t`Pay at the table`} disabled={order.pending} />
          <p className="flex justify-between text-lg font-semibold">
            <span>{t`Total`}</span>
            <Money amount={linesSubtotal(cart.list)} />
          </p>
          {order.error ? (
            <p role="alert" className="text-sm text-destructive">
              {order.error}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={!order.ready} aria-busy={order.pending}>
            {order.pending ? t`Sending…` : t`Send to the kitchen`}
          </Button>
          <Button asChild variant="link">
            <Link to="/digital-menu">{t`Back to the menu`}</Link>
          </Button>
        </form>
      )}
    </div>
  );
}
