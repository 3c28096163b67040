import { useAtom } from "jotai";
import { lazyModule, useLazyModuleWhen } from "../app";
import { type FeatureCatalog, kitCatalogs } from "../i18n";
import { cartDrawerAtom } from "./cart-drawer-state";

const drawerModule = lazyModule(() => import("./cart-drawer"));
/** The drawer speaks the cart's words, which a product page has not loaded. */
const DRAWER_CATALOGS: readonly FeatureCatalog[] = [kitCatalogs.cart];

/**
 * Where the cart drawer lives in a layout. Nothing of it loads until a first addition opens it
 * (Radix's dialog, the drawer's code and the cart's messages are not on the first load); then it
 * stays mounted so it can close with its animation and open again at once.
 */
export function CartDrawerHost() {
  const [state, setState] = useAtom(cartDrawerAtom);
  const wanted = state.open || state.addedKey !== null;
  const drawer = useLazyModuleWhen(drawerModule, wanted, DRAWER_CATALOGS);
  if (!drawer) return null;
  const CartDrawer = drawer.default;
  return (
    <CartDrawer
      open={state.open}
      addedKey={state.addedKey}
      onOpenChange={(open) => setState((current) => ({ ...current, open }))}
    />
  );
}
