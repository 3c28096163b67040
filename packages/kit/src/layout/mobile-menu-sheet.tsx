import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Separator } from "@storefront/ui/separator";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@storefront/ui/sheet";
import { Link } from "@tanstack/react-router";
import type { ReactElement, ReactNode } from "react";
import { LocaleSwitch } from "../locale";
import { usePartnerPageLinks } from "../pages";
import { useAuthDialog, useCartCount, useLogout, useUser, useWishlistCount } from "../session";
import { displayName } from "./account-name";
import { useCartLabel, useWishlistLabel } from "./counter-links";
import { useHeaderFeatures, useNavLinks } from "./use-navigation";

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button (the same element the light placeholder rendered). */
  trigger: ReactElement;
}

const linkClassName =
  "flex min-h-11 items-center rounded-md px-3 text-start text-base hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="px-2">
      <ul className="grid gap-0.5">{children}</ul>
    </nav>
  );
}

/**
 * The small-screen navigation in a Sheet (ui, Radix Dialog): the same links as the header — the
 * vertical's, where the partner can follow them —, the account actions, the partner's pages and the locale
 * switch. Loaded on first use of the menu button.
 */
export function MobileMenuSheet({ open, onOpenChange, trigger }: MobileMenuSheetProps) {
  const { t } = useLingui();
  const user = useUser();
  const authDialog = useAuthDialog();
  const logout = useLogout();
  const cartLabel = useCartLabel(useCartCount());
  const wishlistLabel = useWishlistLabel(useWishlistCount());
  const pages = usePartnerPageLinks();
  const features = useHeaderFeatures();
  const navLinks = useNavLinks();
  const close = () => onOpenChange(false);
  const openAuth = (type: "login" | "signup") => {
    close();
    authDialog.open(type);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="start" showCloseButton closeLabel={t`Close menu`} aria-describedby={undefined}>
        <SheetHeader className="pe-12">
          <SheetTitle>{t`Menu`}</SheetTitle>
        </SheetHeader>
        <div data-slot="mobile-menu" className="flex flex-col gap-4 pb-6">
          <Section label={t`Main`}>
            {navLinks.map((item) => (
              <li key={item.id}>
                <Link to={item.path} className={linkClassName} onClick={close} data-nav={item.id}>
                  {item.text}
                </Link>
              </li>
            ))}
            {features.wishlist ? (
              <li>
                <Link to="/wishlist" className={linkClassName} onClick={close} data-nav="wishlist">
                  {wishlistLabel}
                </Link>
              </li>
            ) : null}
            {features.cart ? (
              <li>
                <Link to="/cart" className={linkClassName} onClick={close} data-nav="cart">
                  {cartLabel}
                </Link>
              </li>
            ) : null}
          </Section>
          <Separator />
          <Section label={t`Account`}>
            {user ? (
              <>
                <li className="truncate px-3 py-2 text-sm font-medium text-muted-foreground">
                  {displayName(user)}
                </li>
                <li>
                  <Link to="/account" className={linkClassName} onClick={close}>
                    {t`My account`}
                  </Link>
                </li>
                <li>
                  <Link to="/account/orders" className={linkClassName} onClick={close}>
                    {t`Orders`}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className={`${linkClassName} w-full text-destructive`}
                    onClick={() => {
                      close();
                      void logout();
                    }}
                  >
                    {t`Log out`}
                  </button>
                </li>
              </>
            ) : (
              <li className="flex gap-2 px-1 py-1">
                <Button className="flex-1" onClick={() => openAuth("login")}>
                  {t`Log in`}
                </Button>
                <Button variant="outline" className="flex-1" onClick={() => openAuth("signup")}>
                  {t`Sign up`}
                </Button>
              </li>
            )}
          </Section>
          {pages.length > 0 ? (
            <>
              <Separator />
              <Section label={t`Information`}>
                {pages.map((page) => (
                  <li key={page.name}>
                    <Link to={page.path} className={linkClassName} onClick={close}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </Section>
            </>
          ) : null}
          <Separator />
          <div className="px-5">
            <LocaleSwitch />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
