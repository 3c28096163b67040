import { TriangleAlertIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";

export type ErrorStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** What failed, already translated ("We could not load this. Please try again."). */
  message: ReactNode;
  /** Shows a retry button that calls it. */
  onRetry?: () => void;
  /** The retry button's label, already translated (required with `onRetry`). */
  retryLabel?: string;
};

/**
 * A failed load, announced (`role="alert"`), with a retry button when there is something to retry:
 * `<ErrorState message={t`…`} onRetry={refetch} retryLabel={t`Try again`} />`.
 */
export function ErrorState({ message, onRetry, retryLabel, className, ...props }: ErrorStateProps) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-destructive/40 px-4 py-8 text-center",
        className,
      )}
      {...props}
    >
      <TriangleAlertIcon aria-hidden="true" className="size-6 text-destructive" />
      <p className="font-medium">{message}</p>
      {onRetry && retryLabel ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
