import { useLingui } from "@lingui/react/macro";
import { ApiNetworkError, ApiStatusError, isApiError } from "@storefront/core/api";
import { Button } from "@storefront/ui/button";
import { IsolatedRun } from "@storefront/ui/isolated-run";
import {
  type ErrorComponentProps,
  Link,
  type NotFoundRouteProps,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { ArrowLeftIcon } from "lucide-react";
import { useEffect } from "react";
import { isChunkLoadError, isOffline } from "../app";
import { serverErrorMessage } from "../error-messages";
import { kitMessages } from "../i18n";
import { useDocumentTitle } from "../title";
import { errorDetails, isNotFoundData, type NotFoundData } from "./error-details";
import { useInsideMain } from "./main-landmark";
import { NotFoundIllustration } from "./not-found-illustration";

export interface ErrorPageProps {
  /** The HTTP-like status code; 404 gets the not-found layout. */
  statusCode?: number | null;
  /** What went wrong, already translated. */
  message: string;
  /** Offered as a 'Try again' button (a failed load that may succeed the next time). */
  onRetry?: () => void;
  /**
   * Left-to-right text within the message (the path of a 404), shown isolated: in an Arabic
   * sentence its leading "/" would otherwise move to its far end ("ar/x/" for "/ar/x").
   */
  ltrRun?: string;
}

/**
 * The error page (spec §2, §8). A 404 shows the status code, the message, an image and a
 * 'Go To Home Page' link to the localized root (the router's locale rewrite localises `to="/"`);
 * any other error shows its message. Either way the message is the document title (through the
 * partner's template), so a tab or a history entry of a dead end says what it is.
 */
export function ErrorPage({ statusCode, message, onRetry, ltrRun }: ErrorPageProps) {
  const { i18n, t } = useLingui();
  useDocumentTitle(message);
  // Inside a layout's <main> the page is a block of it (one main landmark per page).
  const Landmark = useInsideMain() ? "div" : "main";
  if (statusCode === 404) {
    return (
      <Landmark
        data-slot="error-page"
        data-status={404}
        className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      >
        <p className="text-6xl font-bold text-primary" data-slot="error-status">
          404
        </p>
        <h1 className="text-xl font-semibold break-words" data-slot="error-message">
          <IsolatedRun text={message} run={ltrRun} dir="ltr" />
        </h1>
        <NotFoundIllustration className="h-40 w-60 text-border" />
        <Button asChild>
          <Link to="/" data-slot="error-home-link">
            <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {i18n._(kitMessages.goHome)}
          </Link>
        </Button>
      </Landmark>
    );
  }
  return (
    <Landmark
      role="alert"
      data-slot="error-page"
      data-status={statusCode ?? undefined}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-xl font-semibold break-words" data-slot="error-message">
        {message}
      </h1>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} data-slot="error-retry">
          {t`Try again`}
        </Button>
      ) : null}
    </Landmark>
  );
}

/** The browser path of the current location (with its `/ar` prefix), without query or hash. */
function useBrowserPath(): string {
  return useRouterState({
    select: (state) => {
      const href = state.location.publicHref || state.location.href;
      return href.split(/[?#]/)[0] || "/";
    },
  });
}

/** The 404 message of spec §8, translated: unmatched route vs failed route validation. */
export function useNotFoundMessage(data: NotFoundData): string {
  const { t } = useLingui();
  const { path } = data;
  return data.reason === "unavailable" ? t`Page Not Found: ${path}` : t`Page not found: ${path}`;
}

/**
 * The router's `defaultNotFoundComponent`: kit's guard passes `{ reason, path }`; a path no route
 * matches arrives without data and reads 'Page not found: {path}'.
 */
export function NotFoundPage({ data }: Partial<Pick<NotFoundRouteProps, "data">>) {
  const browserPath = useBrowserPath();
  const details: NotFoundData = isNotFoundData(data) ? data : { reason: "unmatched", path: browserPath };
  return <ErrorPage statusCode={404} message={useNotFoundMessage(details)} ltrRun={details.path} />;
}

/**
 * The router's `defaultErrorComponent`: the message, or else the status message (spec §2). An error
 * with status 404 gets the not-found layout, with its own message when it has one. A failed API call
 * (500, an HTML 502, a truncated answer, a timeout, offline, 429 — issue 17) is worded by
 * `serverErrorMessage`, never by the server's English `msg` or the client's internals, and offers
 * a retry that runs the route's loaders again.
 */
export function RouteErrorPage({
  error,
  reset,
}: Pick<ErrorComponentProps, "error"> & Partial<Pick<ErrorComponentProps, "reset">>) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  // A page's code or data that could not be fetched (offline, a dropped connection): say so and
  // retry — by hand, or by itself once the browser is back online.
  const chunkFailed = isChunkLoadError(error);
  const unreachable = chunkFailed || error instanceof ApiNetworkError;
  useEffect(() => {
    if (!unreachable) return;
    const onOnline = () => {
      reset?.();
      void router.invalidate();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [unreachable, reset, router]);
  if (unreachable && isOffline()) {
    return (
      <ErrorPage message={t`You are offline. The page will load when you are back online.`} onRetry={retry} />
    );
  }
  if (chunkFailed) {
    return (
      <ErrorPage
        message={t`This page could not be loaded. Check your connection and try again.`}
        onRetry={retry}
      />
    );
  }
  if (isApiError(error) && !(error instanceof ApiStatusError && error.status === 404)) {
    return <ErrorPage message={i18n._(serverErrorMessage(error))} onRetry={retry} />;
  }
  const details = errorDetails(error);
  const message = details.message ?? details.statusMessage;
  if (details.statusCode === 404 && !message) return <NotFoundPage />;
  return (
    <ErrorPage
      statusCode={details.statusCode}
      message={message ?? t`Something went wrong. Please try again.`}
    />
  );
}
