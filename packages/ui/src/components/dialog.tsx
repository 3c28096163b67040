import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, RefObject } from "react";
import { cn } from "../lib/cn";

/** The dialog root (Radix Dialog): controls open state. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-black/50", className)}
      {...props}
    />
  );
}

/**
 * Close-button props shared by `DialogContent` and `SheetContent`: when the button can show,
 * its accessible name is required (`closeLabel`, already translated).
 */
export type CloseButtonProps =
  | {
      /** Show the corner close button. */ showCloseButton: boolean /** Its accessible name. */;
      closeLabel: string;
    }
  | { showCloseButton?: false; closeLabel?: string };

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  CloseButtonProps & {
    /**
     * Where the focus goes when the dialog closes, for a dialog opened without a `DialogTrigger`
     * (its button is the page's own): Radix gives focus back to its trigger only.
     */
    returnFocusTo?: RefObject<HTMLElement | null>;
  };

/** The close button in the dialog's top-end corner (logical, so top-left in RTL). */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close-button"
      aria-label={label}
      className={cn(
        "absolute top-4 end-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none [&_svg]:size-4",
        className,
      )}
    >
      <XIcon aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

/**
 * The dialog panel, centred, in a portal with an overlay. Give it a `DialogTitle` (visually hidden
 * if need be). `showCloseButton` may change while open (the auth dialog reveals it after a delay).
 */
export function DialogContent({
  className,
  children,
  showCloseButton,
  closeLabel,
  returnFocusTo,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed inset-0 z-50 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-lg focus:outline-none sm:max-w-lg",
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!returnFocusTo || event.defaultPrevented) return;
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        {...props}
      >
        {children}
        {showCloseButton && closeLabel ? <DialogCloseButton label={closeLabel} /> : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 text-center sm:text-start", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg font-semibold leading-none", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
