import { useLingui } from "@lingui/react/macro";
import { usePartnerName } from "@storefront/kit/partner";
import { useApiClient } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { useSuspenseQuery } from "@tanstack/react-query";
import { menuQueryOptions } from "../menu/menu-query";
import { type MenuLayout, MenuView } from "../menu/menu-view";
import { OrderBar } from "../menu/order-bar";
import { useTableNumber } from "./table-number";

/**
 * `/digital-menu`, `/digi-menu` (`layout` digital) and `/digital-menu-BKUP` (`layout` classic, the
 * previous layout): the menu a diner opens from the QR code on the table, one column for phones.
 * The table number comes from the link (`?table=12`) and is kept for the visit; the bar leads to
 * the table's order (`/digital-menu-cart`).
 */
export function DigitalMenuPage({
  layout = "digital",
}: {
  layout?: Extract<MenuLayout, "digital" | "classic">;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Digital menu`);
  const partnerName = usePartnerName();
  const [table] = useTableNumber();
  const { data: sections } = useSuspenseQuery(menuQueryOptions(useApiClient()));
  return (
    <div data-slot="digital-menu-page" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4">
      <header className="flex items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{partnerName}</h1>
        {table ? (
          <p data-testid="table-number" className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
            {t`Table ${table}`}
          </p>
        ) : null}
      </header>
      <MenuView sections={sections} layout={layout} />
      <OrderBar to="/digital-menu-cart" label={t`Your table's order`} />
    </div>
  );
}

/** `/digital-menu-BKUP`: the digital menu's previous layout over the same data. */
export function DigitalMenuClassicPage() {
  return <DigitalMenuPage layout="classic" />;
}
