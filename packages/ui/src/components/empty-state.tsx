import { cva, type VariantProps } from "class-variance-authority";
import { InboxIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

const emptyStateVariants = cva("flex flex-col items-center text-center", {
  variants: {
    variant: {
      /** A whole page with nothing to show (the empty cart): large, airy. */
      page: "gap-4 py-16 [&_[data-slot=empty-state-icon]_svg]:size-12",
      /** A section or list inside a page (no saved addresses): a dashed panel. */
      panel:
        "gap-3 rounded-lg border border-dashed border-border px-4 py-10 [&_[data-slot=empty-state-icon]_svg]:size-8",
    },
  },
  defaultVariants: { variant: "panel" },
});

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    /** What is missing, already translated ("Your cart is empty"). */
    title: ReactNode;
    /** What the shopper can do about it. */
    description?: ReactNode;
    /** The way forward: a button or a link (`<Button asChild><Link/></Button>`). */
    action?: ReactNode;
    /** A decorative icon; an inbox by default, `null` for none. */
    icon?: ReactNode;
  };

/**
 * Nothing to show yet: an icon, what is missing and, optionally, what to do next —
 * `<EmptyState variant="page" icon={<ShoppingCartIcon />} title={t`Your cart is empty`} action={…} />`.
 */
export function EmptyState({
  title,
  description,
  action,
  icon,
  variant,
  className,
  ...props
}: EmptyStateProps) {
  const shownIcon = icon === undefined ? <InboxIcon /> : icon;
  return (
    <div data-slot="empty-state" className={cn(emptyStateVariants({ variant }), className)} {...props}>
      {shownIcon ? (
        <span data-slot="empty-state-icon" aria-hidden="true" className="text-muted-foreground">
          {shownIcon}
        </span>
      ) : null}
      <p className={cn("font-medium", variant === "page" && "text-lg")}>{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
