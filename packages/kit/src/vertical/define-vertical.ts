import type { MessageDescriptor } from "@lingui/core";
import type { Partner, PartnerType } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import type { AnyRoute, AsyncRouteComponent } from "@tanstack/react-router";
import type { CatalogLoader } from "../i18n";

/** A link of the main navigation (the header's row of links and the small-screen menu). */
export interface NavLink {
  /** Stable id, unique in the vertical's navigation (tests, analytics, React keys). */
  id: string;
  /**
   * The unprefixed path of a page in core's route manifest (`/products`); the locale rewrite adds
   * `/ar`. The header shows the link only where the manifest lets the partner type use the path
   * and the page is mounted, so a link never leads to a 404.
   */
  path: string;
  label: MessageDescriptor;
}

/**
 * A shared message the vertical words differently (spec §4: "for a restaurant-type site the
 * English 'checkout' label is merged"): after every activation of a listed locale, the translation
 * of `with` replaces the one of `replace`.
 */
export interface LabelOverride {
  /** The shared message to reword, e.g. kit's `checkoutLabel`. */
  replace: MessageDescriptor;
  /**
   * The wording to show instead. It must be in a catalog loaded before the first render — the
   * vertical's own (`loadCatalog`) —, translated in every locale like any message.
   */
  with: MessageDescriptor;
  /** The locales reworded; every locale when absent (the restaurant's label: English only). */
  locales?: readonly Locale[];
}

/** What the partner changes in the catalogue's looks and wording. */
export interface CatalogFlavour {
  /** A marketplace: products show their vendor, the home shows the sellers. */
  marketplace: boolean;
  /**
   * Products are tickets and passes; a ticket's visit day is chosen before booking
   * (docs/decisions/0004-adventure-park.md).
   */
  adventurePark: boolean;
}

/**
 * What a vertical app exports as its default: the partner types it serves, the routes it adds
 * under the shell's main layout, its own message catalog, and the data kit's shared parts read to
 * fit it (navigation, wording, catalogue flavour). The shell loads it lazily, by partner type,
 * through its registry, before the first render; nothing else of the vertical reaches the shell.
 * Which routes a partner type may use stays core's route manifest's decision.
 */
export interface VerticalDefinition {
  /** A short kebab-case id for logs and tests, e.g. "retail". */
  id: string;
  /** The partner types this vertical serves. */
  partnerTypes: readonly PartnerType[];
  /**
   * Builds the vertical's routes as children of `parent` (the main layout route). Route paths are
   * the unprefixed English paths of core's manifest; `/ar` is added by the shell's URL rewrite.
   * Every page component is a lazy chunk (`lazyRouteComponent`).
   */
  createRoutes: (parent: AnyRoute) => AnyRoute[];
  /** The vertical's own Lingui catalog, merged over kit's and the shell's before the first render. */
  loadCatalog?: CatalogLoader;
  /**
   * The main navigation, in display order: kit's `NAV_LINKS` (`@storefront/kit/layout`) or the
   * vertical's own. Each link is shown only where the partner can follow it (see `NavLink.path`).
   */
  nav: readonly NavLink[];
  /** Shared messages this vertical words differently (the restaurant's 'Place order'). */
  labels?: readonly LabelOverride[];
  /**
   * The catalogue's flavour for a partner of this vertical (flags it reads from the partner, such
   * as `snachoo_settings.is_adventure_park`); unset flags are off.
   */
  catalogFlavour?: (partner: Partner) => Partial<CatalogFlavour>;
  /**
   * The vertical's own `/kiosk` page — a restaurant's self-service ordering flow — shown instead
   * of kit's kiosk entry page. `/kiosk` stays a page the shell mounts for every partner (spec §2);
   * only its content is the vertical's. A lazy chunk (`lazyRouteComponent`), so the entry stays
   * small.
   */
  kioskPage?: AsyncRouteComponent<Record<string, never>>;
  /**
   * What `/kiosk` loads before `kioskPage` renders (the router context is the argument): the
   * catalogs of the kit blocks it shows and its data, e.g. `loadWithCatalogs(context, [...])`.
   */
  kioskLoader?: (context: unknown) => Promise<unknown>;
  /**
   * Pages meant for a shared device — a restaurant's kiosk, the tablet on a table — as route paths
   * without the locale prefix (`/kiosk`). A logout there keeps the cart (spec §4's keep flag): the
   * order belongs to the device, not to the diner who logged in. Elsewhere a logout empties it.
   */
  sharedDevicePaths?: readonly string[];
  /**
   * Whether the partner has anything to put in a cart (default: yes). Where it has not — a
   * hospital books appointments and sells plans and vouchers on their own pages — the header and
   * the mobile menu show no cart link: an always-empty cart is a dead end. `/cart` itself stays
   * (spec §2: a route for every partner).
   */
  hasCart?: (partner: Partner) => boolean;
}

/** Declares a vertical (an identity function that checks the shape). */
export function defineVertical(definition: VerticalDefinition): VerticalDefinition {
  return definition;
}

/** A lazily imported vertical module, as the shell's registry holds it. */
export type VerticalLoader = () => Promise<{ default: VerticalDefinition }>;
