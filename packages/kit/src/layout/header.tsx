import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LocaleSwitch } from "../locale";
import { usePartner } from "../partner";
import { DisplayContainer } from "../theme";
import { AccountMenu } from "./account-menu";
import { CartLink, WishlistLink } from "./counter-links";
import { MobileMenu } from "./mobile-menu";
import { PartnerLogo } from "./partner-logo";
import { useHeaderFeatures, useNavLinks } from "./use-navigation";

export interface HeaderProps {
  /**
   * The product search: kit's `SearchBox` (`@storefront/kit/layout`), or the search with
   * suggestions (`SearchSuggestions`, `@storefront/kit/catalog`). None when not given. Given
   * rather than defaulted, so a header never ships a search box the storefront does not show.
   * Partner types that have no product list never show one.
   */
  search?: ReactNode;
}

const navLinkClassName =
  "inline-flex h-10 items-center whitespace-nowrap border-b-2 border-transparent text-sm font-medium hover:border-current focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[status=active]:border-primary";

/**
 * The site header: the partner's logo, the product search, the locale switch, the wishlist and
 * cart counters, the account menu, and a row of main links — the mounted vertical's (`nav` of its
 * definition, loaded before the first render). Only what the partner can follow is shown: core's
 * route manifest allows it for the partner type and the page is mounted. On small screens a menu button opens the same navigation in a
 * sheet; the menus are loaded on first use.
 */
export function Header({ search }: HeaderProps) {
  const { t } = useLingui();
  const partner = usePartner();
  const features = useHeaderFeatures();
  const navItems = useNavLinks();
  // A storefront without a product list (a restaurant) shows no search box, whichever is given.
  const searchNode = features.search ? (search ?? null) : null;

  return (
    <header
      data-slot="site-header"
      className="sticky top-0 z-40 border-b border-border bg-header text-[var(--header-text-color,var(--color-foreground))]"
    >
      <DisplayContainer className="flex flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-4">
        <MobileMenu className="-ms-2 md:hidden" />
        <PartnerLogo partner={partner} />
        {searchNode ? (
          <div className="order-last basis-full md:order-none md:max-w-xl md:flex-1 md:basis-auto">
            {searchNode}
          </div>
        ) : null}
        <div className="ms-auto flex items-center gap-1">
          <LocaleSwitch className="hidden px-2 md:inline-flex" />
          {features.wishlist ? <WishlistLink className="max-sm:hidden" /> : null}
          {features.cart ? <CartLink /> : null}
          {features.account ? <AccountMenu className="max-md:hidden" /> : null}
        </div>
      </DisplayContainer>
      {navItems.length > 0 ? (
        <nav aria-label={t`Main`} data-slot="main-nav" className="hidden border-t border-border md:block">
          <DisplayContainer className="px-4">
            <ul className="flex gap-6 overflow-x-auto">
              {navItems.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.path}
                    activeOptions={{ exact: item.path === "/" }}
                    className={navLinkClassName}
                    data-nav={item.id}
                  >
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          </DisplayContainer>
        </nav>
      ) : null}
    </header>
  );
}
