import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Skeleton } from "@storefront/ui/skeleton";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { InboxIcon, TriangleAlertIcon } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";

/** An empty list: an icon, what is missing, and optionally what to do next. */
export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div
      data-slot="account-empty"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center"
    >
      <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-8">
        {icon ?? <InboxIcon />}
      </span>
      <p className="font-medium">{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

/** A failed load: an alert with a retry button. */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      data-slot="account-error"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 px-4 py-8 text-center"
    >
      <TriangleAlertIcon aria-hidden="true" className="size-6 text-destructive" />
      <p className="font-medium">{message ?? t`We could not load this. Please try again.`}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
    </div>
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
        <ErrorBoundary onReset={reset} fallback={(retry) => <ErrorState onRetry={retry} />}>
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
