import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export type SkeletonProps = ComponentProps<"div">;

/** A pulsing placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
