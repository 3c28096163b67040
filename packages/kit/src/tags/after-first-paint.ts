/**
 * Runs `task` once the page has painted and gone quiet: after the `load` event, after the next
 * frame has been painted (a task queued from `requestAnimationFrame` runs after that frame's paint),
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
  if (win.document.readyState === "complete") afterNextPaint();
  else win.addEventListener("load", afterNextPaint, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener("load", afterNextPaint);
    if (frame !== undefined) win.cancelAnimationFrame?.(frame);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    clearTimeout(timeout);
  };
}
