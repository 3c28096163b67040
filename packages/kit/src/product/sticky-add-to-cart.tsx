import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useState } from "react";

/** Phones: below `md` (768 px), where the bar shows (`md:hidden`). */
const PHONE_QUERY = "(max-width: 767.98px)";

/**
 * Whether `watch` has scrolled out of view above the window's top on a phone. An effect's
 * IntersectionObserver (nothing runs on the server, nor without one): false until then.
 */
function useScrolledPast(watch: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = watch.current;
    if (!element || typeof IntersectionObserver === "undefined" || typeof matchMedia === "undefined") return;
    const phone = matchMedia(PHONE_QUERY);
    let above = false;
    const update = () => setPast(above && phone.matches);
    // The root reaches far below the window: the row is "out" only once it is above the window's
    // top, and a jump from above to below the window (a tap on the status bar) still crosses in.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        above = !entry.isIntersecting;
        update();
      },
      { rootMargin: "0px 0px 1000000px 0px" },
    );
    observer.observe(element);
    phone.addEventListener("change", update);
    return () => {
      observer.disconnect();
      phone.removeEventListener("change", update);
    };
  }, [watch]);
  return past;
}

export interface StickyAddToCartProps {
  /** The page's own add-to-cart row: the bar shows once it has scrolled out of view. */
  watch: RefObject<HTMLElement | null>;
  /** The product's name. */
  title: string;
  /** The price as the page shows it. */
  price: ReactNode;
  /** The add-to-cart button, with the page's variant, unit, quantity and state. */
  children: ReactNode;
}

/**
 * The phone's add-to-cart bar: fixed to the bottom of the window once the page's own button has
 * scrolled past, with the product's name, its price and the same button. While it shows, a spacer
 * of its height ends the page, so it never covers the footer for good.
 */
export function StickyAddToCart({ watch, title, price, children }: StickyAddToCartProps) {
  const { t } = useLingui();
  const shown = useScrolledPast(watch);
  if (!shown) return null;
  return (
    <>
      <div aria-hidden="true" data-slot="sticky-add-to-cart-space" className="h-20 md:hidden" />
      <section
        aria-label={t`Add ${title} to the cart`}
        data-slot="sticky-add-to-cart"
        className="fixed inset-x-0 bottom-0 z-30 flex h-20 items-center gap-3 border-t border-border bg-background ps-4 pe-4 shadow-lg md:hidden"
      >
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium">{title}</span>
          {price}
        </div>
        <div className="w-36 shrink-0">{children}</div>
      </section>
    </>
  );
}
