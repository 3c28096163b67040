import { useLingui } from "@lingui/react/macro";
import { usePartnerName } from "@storefront/kit/partner";
import { useApiClient } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { useSuspenseQuery } from "@tanstack/react-query";
import { menuQueryOptions } from "./menu-query";
import { MenuView } from "./menu-view";
import { OrderBar } from "./order-bar";

/** `/` and `/menu`: the restaurant's menu, ordered from through the cart. */
export function MenuPage() {
  const { t } = useLingui();
  useDocumentTitle(t({ message: "Menu", context: "food menu" }));
  const partnerName = usePartnerName();
  const { data: sections } = useSuspenseQuery(menuQueryOptions(useApiClient()));
  return (
    <div data-slot="menu-page" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold">{t`${partnerName} menu`}</h1>
      <MenuView sections={sections} layout="menu" />
      <OrderBar to="/cart" />
    </div>
  );
}
