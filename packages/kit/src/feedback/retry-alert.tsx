import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { cn } from "@storefront/ui/cn";
import type { ReactNode } from "react";

/** Props of `RetryAlert`. */
export interface RetryAlertProps {
  /** What could not be loaded, already translated. */
  children: ReactNode;
  onRetry(): void;
  className?: string;
}

/**
 * A part of a page that failed to load, said inline where it would be (`role="alert"`), with a
 * "Try again" link-button: `<RetryAlert onRetry={query.refetch}>{t`The totals could not be loaded.`}</RetryAlert>`.
 * A whole section that failed is ui's `ErrorState`.
 */
export function RetryAlert({ children, onRetry, className }: RetryAlertProps) {
  const { t } = useLingui();
  return (
    <p role="alert" className={cn("text-sm text-destructive", className)}>
      {children}{" "}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </p>
  );
}
