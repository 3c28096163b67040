import type { ReactNode } from "react";
import type { ToastVariant } from "./toast";

// The toast store without the Radix toast: the kit creates one per mount at boot and queues toasts
// into it, while the <Toaster> that renders them (with Radix) loads on the first toast. It is a
// `.tsx` file only because the package's `./*` export maps component files.

export type ToastOptions = {
  /** Reuse an id to replace a toast in place (e.g. "saving…" → "saved"). Generated when omitted. */
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; defaults to the provider's (`TOAST_DURATION_MS`). `Infinity` keeps it. */
  duration?: number;
  /** `foreground` (default) is announced assertively, `background` politely. */
  type?: "foreground" | "background";
  /** An optional button: `label` shown, `altText` read to screen-reader users; the toast closes after `onClick`. */
  action?: { label: ReactNode; altText: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: string };

/** A toast store: `toast()` shows one and returns its id, `dismiss()` removes one or all. */
export type ToasterStore = {
  toast(options: ToastOptions): string;
  dismiss(id?: string): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first (a new array after every change). */
  getToasts(): readonly ToastItem[];
};

/**
 * Creates an independent toast store. Create one per app mount (e.g. in the kit's providers) and
 * pass it to `<Toaster>`; at most `limit` toasts (default 3) are kept, oldest dropped first.
 */
export function createToaster({ limit = 3 }: { limit?: number } = {}): ToasterStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    toast(options) {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const item: ToastItem = { ...options, id };
      const existing = toasts.findIndex((t) => t.id === id);
      toasts =
        existing === -1
          ? [...toasts, item].slice(-Math.max(1, limit))
          : toasts.map((t) => (t.id === id ? item : t));
      emit();
      return id;
    },
    dismiss(id) {
      const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getToasts() {
      return toasts;
    },
  };
}
