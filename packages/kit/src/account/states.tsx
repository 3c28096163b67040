import { useLingui } from "@lingui/react/macro";
import { ErrorState } from "@storefront/ui/error-state";
import { Skeleton } from "@storefront/ui/skeleton";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";

/** A failed load of the account area: ui's `ErrorState` in the account's words, with a retry. */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <ErrorState
      message={t`We could not load this. Please try again.`}
      onRetry={onRetry}
      retryLabel={t`Try again`}
    />
  );
}

/** Placeholder rows of a list while it loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <div data-slot="account-skeleton" role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t`Loading…`}</span>
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
        <div key={key} className="flex items-center gap-4 rounded-lg border border-border p-4">
          <Skeleton className="size-10 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder of a page: a heading and a list. */
export function PageSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-7 w-48" />
      <ListSkeleton />
    </div>
  );
}

type BoundaryProps = { fallback: (reset: () => void, error: unknown) => ReactNode; children: ReactNode };

/** A minimal error boundary (React has no hook for it). */
class ErrorBoundary extends Component<BoundaryProps & { onReset: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Unknown error") };
  }
  override componentDidCatch(_error: unknown, _info: ErrorInfo) {}
  reset = () => {
    this.props.onReset();
    this.setState({ error: null });
  };
  override render() {
    if (this.state.error) return this.props.fallback(this.reset, this.state.error);
    return this.props.children;
  }
}

/**
 * A section that loads on its own (`useSuspenseQuery` inside): a skeleton while it loads, and an
 * error with a retry button if it fails — without failing the rest of the page.
 */
export function QuerySection({ children, skeleton }: { children: ReactNode; skeleton?: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={(retry) => <LoadFailed onRetry={retry} />}>
          <Suspense fallback={skeleton ?? <ListSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** The heading row of an account page. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
