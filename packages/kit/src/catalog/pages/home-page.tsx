import { Trans, useLingui } from "@lingui/react/macro";
import { BANNER_IMAGE } from "@storefront/core/catalog";
import { type HomeSectionId, homeSectionOrder } from "@storefront/core/contracts/home-sections";
import { formatNumber } from "@storefront/core/format";
import { Link } from "@tanstack/react-router";
import { StarIcon } from "lucide-react";
import { type ReactNode, Suspense, useId } from "react";
import { HydrateApart } from "../../app";
import { useLocale, useLocalized } from "../../locale";
import { usePartner, usePartnerName } from "../../partner";
import { useCanLinkTo } from "../../routing";
import { CategoryTile } from "../category-tile";
import { cmsLink } from "../cms-link";
import { ProductRail } from "../product-rail";
import type { HomeBanner, HomeContent, HomeRail } from "../queries";
import { ResponsiveImage } from "../responsive-image";
import { SliderButtons } from "../slider-buttons";
import { useHome, useVendors } from "../use-catalog";
import { useCatalogFlavour } from "../use-catalog-flavour";
import { useScroller } from "../use-scroller";

function BannerLink({ banner, children }: { banner: HomeBanner; children: ReactNode }) {
  const link = cmsLink(banner.link);
  const className = "relative block focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  if (link?.kind === "internal") {
    return (
      <Link to={link.to} search={link.search} className={className}>
        {children}
      </Link>
    );
  }
  if (link?.kind === "external") {
    return (
      <a href={link.href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return <div className="relative">{children}</div>;
}

function Banners({ banners }: { banners: readonly HomeBanner[] }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const listId = useId();
  const scroller = useScroller<HTMLUListElement>();
  return (
    <section aria-label={t`Offers`} data-slot="banners" className="relative">
      <ul
        ref={scroller.ref}
        id={listId}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-lg motion-reduce:scroll-auto"
      >
        {banners.map((banner, index) => {
          // The banner picture carries its own words; its title and subtitle name the link.
          const title = localized(banner.title, banner.title_lang);
          const subtitle = localized(banner.subtitle, banner.subtitle_lang);
          return (
            <li key={banner._id} className="w-full shrink-0 snap-start">
              <BannerLink banner={banner}>
                <ResponsiveImage
                  path={banner.image}
                  alt={subtitle ? `${title} — ${subtitle}` : title}
                  ratio={BANNER_IMAGE.ratio}
                  widths={BANNER_IMAGE.widths}
                  sizes={BANNER_IMAGE.sizes}
                  priority={index === 0}
                />
              </BannerLink>
            </li>
          );
        })}
      </ul>
      <div className="absolute end-3 top-3">
        <SliderButtons
          controls={listId}
          previousLabel={t`Previous offer`}
          nextLabel={t`Next offer`}
          atStart={scroller.atStart}
          atEnd={scroller.atEnd}
          page={scroller.page}
        />
      </div>
    </section>
  );
}

function railLink(rail: HomeRail) {
  if (rail.kind === "category" && rail.category_id) {
    return { to: "/products", search: { category_id: Number(rail.category_id) } };
  }
  if (rail.kind === "newest") return { to: "/products", search: { sort: "newest" } };
  return { to: "/products", search: {} };
}

function Vendors() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const localized = useLocalized();
  const vendors = useVendors();
  const headingId = useId();
  if (vendors.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-slot="vendors" className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Shop by seller</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {vendors.map((vendor) => (
          <li key={vendor._id}>
            <Link
              to="/products"
              search={{ vendor_id: Number(vendor._id) }}
              className="flex items-center gap-3 rounded-lg border border-border p-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="size-12 shrink-0 overflow-hidden rounded-full">
                <ResponsiveImage path={vendor.logo} alt="" sizes="48px" widths={[48, 96]} />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{localized(vendor.name, vendor.name_lang)}</span>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <StarIcon aria-hidden="true" className="size-3 fill-current text-primary" />
                  <span className="sr-only">{t`Rating`}</span>
                  {formatNumber(vendor.rating, locale, 1)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturedCategories({ categories }: { categories: HomeContent["categories"] }) {
  const { t } = useLingui();
  const flavour = useCatalogFlavour();
  const headingId = useId();
  const hasCategoriesPage = useCanLinkTo()("/categories");
  return (
    <section aria-labelledby={headingId} data-slot="featured-categories" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {flavour.adventurePark ? <Trans>Explore the park</Trans> : <Trans>Shop by category</Trans>}
        </h2>
        {hasCategoriesPage ? (
          <Link
            to="/categories"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t`All categories`}
          </Link>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category._id}>
            <CategoryTile category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rails({ home, bannersFirst }: { home: HomeContent; bannersFirst: boolean }) {
  const localized = useLocalized();
  return home.rails.map((rail, index) => (
    <ProductRail
      key={rail._id}
      title={localized(rail.title, rail.title_lang)}
      products={rail.products}
      seeAll={railLink(rail)}
      // The first picture is the LCP element when no banner comes before it.
      priority={index === 0 && !bannersFirst}
    />
  ));
}

/**
 * The home page (`/`): the partner's banners, featured categories and product rails from the CMS,
 * and on marketplaces the sellers — in the order the partner's business gives
 * (`business_overrides.home_sections`, which may also leave some out), else in that order. The
 * route's loader has the content before the first paint; the first banner is the LCP element and
 * loads with high priority (the server preloads it from the HTML with the same `BANNER_IMAGE` spec,
 * apps/api/src/storefront/lcp-preload.ts).
 */
export function HomePage() {
  const partner = usePartner();
  const partnerName = usePartnerName();
  const flavour = useCatalogFlavour();
  const home = useHome();
  const order = homeSectionOrder(partner.business_overrides);
  const bannersFirst = order[0] === "banners" && home.banners.length > 0;
  const sections: Record<HomeSectionId, ReactNode> = {
    banners: home.banners.length > 0 ? <Banners banners={home.banners} /> : null,
    categories: home.categories.length > 0 ? <FeaturedCategories categories={home.categories} /> : null,
    rails: <Rails home={home} bannersFirst={bannersFirst} />,
    vendors: flavour.marketplace ? (
      <Suspense fallback={null}>
        <Vendors />
      </Suspense>
    ) : null,
  };

  return (
    <div data-slot="home-page" className="flex flex-col gap-10 px-4 py-6">
      <h1 className="sr-only">{partnerName}</h1>
      {/* Each section hydrates on its own: the home's hydration runs in several short tasks. */}
      {order.map((id) => (
        <HydrateApart key={id}>{sections[id]}</HydrateApart>
      ))}
    </div>
  );
}
