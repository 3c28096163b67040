import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Direction, Toast as ToastPrimitive } from "radix-ui";
import { type ComponentProps, useSyncExternalStore } from "react";
import { cn } from "../lib/cn";
import type { ToasterStore } from "./toast-store";

/** How long a toast stays before closing itself (spec §9: auto-close 3000 ms). */
export const TOAST_DURATION_MS = 3000;

export type ToastProviderProps = Omit<ComponentProps<typeof ToastPrimitive.Provider>, "label"> & {
  /** Word screen readers say before each toast ("Notification"), already translated. */
  label: string;
};

/**
 * Holds the toasts' timers (Radix Toast). Toasts close after `TOAST_DURATION_MS` unless the
 * pointer is over, or focus is in, the viewport (Radix pauses them). Swiping closes a toast
 * towards the inline end: right in LTR, left in RTL (from `dir` or a `Direction.Provider`).
 */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection,
  label,
  ...props
}: ToastProviderProps) {
  const dir = Direction.useDirection();
  return (
    <ToastPrimitive.Provider
      data-slot="toast-provider"
      duration={duration}
      swipeDirection={swipeDirection ?? (dir === "rtl" ? "left" : "right")}
      label={label}
      {...props}
    />
  );
}

export type ToastViewportProps = Omit<ComponentProps<typeof ToastPrimitive.Viewport>, "label"> & {
  /** Name of the toast region; `{hotkey}` is replaced by the focus shortcut (F8). Already translated. */
  label: string;
};

/** Where toasts appear: the top inline-end corner (top-right in LTR, top-left in RTL). */
export function ToastViewport({ className, label, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      label={label}
      className={cn(
        "fixed top-0 end-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

/** Toast styles by variant; there is deliberately no progress bar. */
export const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-md border p-4 pe-8 shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        success: "border-transparent bg-success text-success-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

/** One toast (an `<li>` in the viewport). Radix announces its text in a live region. */
export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm opacity-90", className)}
      {...props}
    />
  );
}

/** A button in the toast; `altText` (required by Radix) tells screen-reader users how to do it otherwise. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium hover:bg-current/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

/** The close button in the toast's top inline-end corner; `label` is its accessible name. */
export function ToastClose({
  className,
  label,
  ...props
}: Omit<ComponentProps<typeof ToastPrimitive.Close>, "aria-label" | "children"> & { label: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        "absolute top-2 end-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Imperative API: a store per `createToaster()` call (no module-global state, see ./toast-store),
 * rendered by <Toaster>.
 * ----------------------------------------------------------------------------------------------*/

export { createToaster, type ToasterStore, type ToastItem, type ToastOptions } from "./toast-store";

export type ToasterProps = {
  toaster: ToasterStore;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Word screen readers say before each toast ("Notification"). */
  label: string;
  /** Name of the toast region; `{hotkey}` becomes the focus shortcut ("Notifications ({hotkey})"). */
  viewportLabel: string;
  /** Default time before a toast closes; `TOAST_DURATION_MS` unless given. */
  duration?: number;
  className?: string;
};

/** Renders a `createToaster()` store: provider, toasts and the top inline-end viewport. */
export function Toaster({ toaster, closeLabel, label, viewportLabel, duration, className }: ToasterProps) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts);
  return (
    <ToastProvider label={label} duration={duration ?? TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          type={t.type}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) toaster.dismiss(t.id);
          }}
        >
          <div className="grid gap-1">
            {t.title ? <ToastTitle>{t.title}</ToastTitle> : null}
            {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          </div>
          {t.action ? (
            <ToastAction altText={t.action.altText} onClick={t.action.onClick}>
              {t.action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={viewportLabel} className={className} />
    </ToastProvider>
  );
}
