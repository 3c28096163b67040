import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { type CloseButtonProps, DialogCloseButton } from "./dialog";

/** A side drawer (Radix Dialog): menus, filters, the mini cart. */
export function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

export function SheetOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn("fixed inset-0 z-50 bg-black/50", className)}
      {...props}
    />
  );
}

/** Sheet placement. `start`/`end` are logical: `start` is the left edge in LTR and the right edge in RTL. */
export const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background text-foreground shadow-lg focus:outline-none",
  {
    variants: {
      side: {
        start: "inset-y-0 start-0 h-full w-3/4 border-e border-border sm:max-w-sm",
        end: "inset-y-0 end-0 h-full w-3/4 border-s border-border sm:max-w-sm",
        top: "inset-x-0 top-0 h-auto border-b border-border",
        bottom: "inset-x-0 bottom-0 h-auto border-t border-border",
      },
    },
    defaultVariants: { side: "end" },
  },
);

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> &
  CloseButtonProps;

/** The drawer panel, on `side` (default `end`). Give it a `SheetTitle`. */
export function SheetContent({
  className,
  children,
  side,
  showCloseButton,
  closeLabel,
  ...props
}: SheetContentProps) {
  const resolvedSide = side ?? "end";
  return (
    <DialogPrimitive.Portal data-slot="sheet-portal">
      <SheetOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={resolvedSide}
        className={cn(sheetVariants({ side: resolvedSide }), className)}
        {...props}
      >
        {children}
        {showCloseButton && closeLabel ? <DialogCloseButton label={closeLabel} /> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2 p-4", className)} {...props} />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn("text-lg font-semibold text-foreground", className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
