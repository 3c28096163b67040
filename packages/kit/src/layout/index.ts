/**
 * `@storefront/kit/layout` — the main layout every vertical shares: header (logo, search, locale
 * switch, wishlist and cart counters, account menu, small-screen menu), `<main>` and footer.
 * @module
 */
export { AccountMenu } from "./account-menu";
export { displayName } from "./account-name";
export { CartLink, useCartLabel, useWishlistLabel, WishlistLink } from "./counter-links";
export { Footer, type FooterProps } from "./footer";
export { Header, type HeaderProps } from "./header";
export { businessLinkLabel, useLinkLabel } from "./link-labels";
export {
  createMainLayoutRoute,
  type FullScreenContext,
  MAIN_CONTENT_ID,
  MainLayout,
  type MainLayoutProps,
} from "./main-layout";
export { MobileMenu } from "./mobile-menu";
export { badgeCount, NAV_LINKS } from "./nav";
export { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from "./navigation-progress";
export { OfflineNotice } from "./offline-notice";
export { LOGO_BOX, PartnerLogo, partnerLogoUrl } from "./partner-logo";
export { SearchBox, type SearchBoxProps } from "./search-box";
export { type HeaderFeatures, type ShownNavLink, useHeaderFeatures, useNavLinks } from "./use-navigation";
