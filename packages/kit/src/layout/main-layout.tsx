import { useLingui } from "@lingui/react/macro";
import { type AnyRoute, createRoute, Outlet, useMatches } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { CartDrawerHost } from "../cart";
import { InsideMainContext } from "../errors";
import type { BrowserPageStaticData } from "../routing";
import { DisplayContainer } from "../theme";
import { Footer } from "./footer";
import { Header, type HeaderProps } from "./header";
import { NavigationProgress } from "./navigation-progress";
import { OfflineNotice } from "./offline-notice";
import { prefetchPartnerPagesOnServer } from "./prefetch-partner-pages";

/** The id of the main content, the target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * What a route returns from `beforeLoad` to fill the screen: its page renders without the header
 * and footer. A restaurant's kiosk does (decision 0028): on the restaurant's own device a diner
 * must not wander off into the account or the partner's pages, away from the idle reset.
 */
export interface FullScreenContext {
  fullScreen?: boolean;
}

/** Whether a matched route asked to fill the screen (known before render, on the server too). */
function useFullScreen(): boolean {
  return useMatches({
    select: (matches) => matches.some((match) => (match.context as FullScreenContext).fullScreen === true),
  });
}

/** Whether the page is one the browser renders after the frame (kit's routing marks them). */
function useBrowserPage(): boolean {
  return useMatches({
    select: (matches) =>
      matches.some((match) => (match.staticData as BrowserPageStaticData).browserPage === true),
  });
}

export interface MainLayoutProps extends HeaderProps {
  /** The page; the router's `<Outlet />` by default (as a layout route's component). */
  children?: ReactNode;
}

/**
 * The layout of every page with a partner: a skip link, the header, the `<main>` content and the
 * footer. The content follows the partner's display type through `DisplayContainer` (the theme
 * sets `--content-width` / `--content-max-width` on `<html>`, and `data-display-type`): `boxed` is
 * 1170px wide, `boxed-auto` at most 1500px, `full` the whole width; the header's and footer's rows
 * line up with it. Pages render their content inside `<main>` (they must not add another). A
 * route whose context says `fullScreen` gets the `<main>` alone; a page the browser renders after
 * the server's frame (`browserPage`), a `<main>` of at least the screen's height.
 */
export function MainLayout({ children, ...headerProps }: MainLayoutProps) {
  const { t } = useLingui();
  const browserPage = useBrowserPage();
  if (useFullScreen())
    return (
      <div data-slot="main-layout" data-full-screen="" className="flex min-h-dvh flex-col">
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <InsideMainContext.Provider value={true}>{children ?? <Outlet />}</InsideMainContext.Provider>
        </main>
      </div>
    );
  return (
    <div data-slot="main-layout" className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-md"
      >
        {t`Skip to content`}
      </a>
      <NavigationProgress />
      <OfflineNotice />
      <Header {...headerProps} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // A page the browser renders after the frame has the screen's height: the footer stays
        // below the fold instead of moving when the page arrives (decision 0031).
        className={browserPage ? "min-h-svh flex-1 focus:outline-none" : "flex-1 focus:outline-none"}
      >
        <InsideMainContext.Provider value={true}>
          <DisplayContainer>{children ?? <Outlet />}</DisplayContainer>
        </InsideMainContext.Provider>
      </main>
      <Footer />
      <CartDrawerHost />
    </div>
  );
}

/**
 * The main layout as a pathless layout route (`id: "main"`) under `parent` (the root route): the
 * vertical's routes and kit's page routes go under it. `HeaderProps.search` is the header's search.
 */
export function createMainLayoutRoute<TParent extends AnyRoute>(parent: TParent, props: HeaderProps = {}) {
  return createRoute({
    getParentRoute: () => parent,
    id: "main",
    loader: ({ context }) => prefetchPartnerPagesOnServer(context),
    component: () => <MainLayout {...props} />,
  });
}
