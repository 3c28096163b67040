/**
 * Runs `task` once the page has painted and gone quiet: after the `load` event, after the first
 * contentful paint (a lazy route may commit an empty frame first), after the next frame has been
 * painted (a task queued from `requestAnimationFrame` runs after that frame's paint),
 * then in an idle period (`requestIdleCallback`, at most 3 s away; a plain timeout where there is
 * none). Third-party tags never compete with the storefront's own first paint. Call it after the
 * first render has been committed. Returns the function that cancels it.
 */
export function afterFirstPaint(win: Window, task: () => void): () => void {
  let cancelled = false;
  let frame: number | undefined;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === "function") {
      idle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
    } else {
      timeout = setTimeout(() => !cancelled && task(), 1);
    }
  };
  const afterNextPaint = () => {
    if (cancelled) return;
    if (typeof win.requestAnimationFrame === "function") {
      frame = win.requestAnimationFrame(() => {
        timeout = setTimeout(whenIdle, 0);
      });
    } else {
      timeout = setTimeout(whenIdle, 0);
    }
  };
  let observer: PerformanceObserver | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const afterContentfulPaint = () => {
    if (cancelled) return;
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    if (typeof Observer !== "function" || !Observer.supportedEntryTypes?.includes("paint"))
      return afterNextPaint();
    // Never wait forever: a page that paints no content still gets its tags after 3 s.
    fallback = setTimeout(() => {
      observer?.disconnect();
      afterNextPaint();
    }, 3000);
    observer = new Observer((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer?.disconnect();
      clearTimeout(fallback);
      afterNextPaint();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (win.document.readyState === "complete") afterContentfulPaint();
  else win.addEventListener("load", afterContentfulPaint, { once: true });
  return () => {
    cancelled = true;
    observer?.disconnect();
    clearTimeout(fallback);
    win.removeEventListener("load", afterContentfulPaint);
    if (frame !== undefined) win.cancelAnimationFrame?.(frame);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    clearTimeout(timeout);
  };
}
