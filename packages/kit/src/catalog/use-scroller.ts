import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useLocale } from "../locale";

/** A horizontal scroller's state and paging, for sliders without a carousel library. */
export interface Scroller<T extends HTMLElement> {
  ref: RefObject<T | null>;
  atStart: boolean;
  atEnd: boolean;
  /** Scrolls about one screenful towards the end (reading direction) or back. */
  page: (towardsEnd: boolean) => void;
}

/**
 * Tracks whether a horizontal scroller is at either end and pages it in the reading direction
 * (right-to-left in Arabic, where `scrollLeft` runs from 0 towards negative values). The smooth
 * scroll comes from CSS (`scroll-smooth`, off with reduced motion).
 */
export function useScroller<T extends HTMLElement>(): Scroller<T> {
  const { dir } = useLocale();
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const position = Math.abs(element.scrollLeft);
    const max = element.scrollWidth - element.clientWidth;
    setEdges((previous) => {
      const next = { atStart: position <= 1, atEnd: position >= max - 1 };
      return previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next;
    });
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [measure]);

  const page = useCallback(
    (towardsEnd: boolean) => {
      const element = ref.current;
      if (!element) return;
      const distance = element.clientWidth * 0.9 * (towardsEnd ? 1 : -1) * (dir === "rtl" ? -1 : 1);
      element.scrollBy({ left: distance });
    },
    [dir],
  );

  return { ref, ...edges, page };
}
