import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export type LoadingBarProps = Omit<ComponentProps<"div">, "children"> & {
  /** Whether something is loading; nothing is rendered otherwise. */
  active: boolean;
  /** Accessible name of the progress bar ("Loading page"), already translated. */
  label: string;
  /** Progress from 0 to 100 when known; omitted for an indeterminate sweep. */
  value?: number;
};

/**
 * The thin bar across the top of the page shown while requests are pending (the global loader).
 * A `role="progressbar"` named by `label`; it fills from the inline start, so it mirrors in RTL.
 */
export function LoadingBar({ active, label, value, className, ...props }: LoadingBarProps) {
  if (!active) return null;
  const determinate = value !== undefined && Number.isFinite(value);
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      data-slot="loading-bar"
      data-state={determinate ? "determinate" : "indeterminate"}
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-primary/20 rtl:-scale-x-100",
        className,
      )}
      {...props}
    >
      <div
        data-slot="loading-bar-indicator"
        className={cn(
          "h-full bg-primary",
          determinate
            ? "transition-[width] duration-200"
            : "w-1/3 animate-loading-bar motion-reduce:w-full motion-reduce:animate-pulse",
        )}
        style={determinate ? { width: `${clamped}%` } : undefined}
      />
    </div>
  );
}
