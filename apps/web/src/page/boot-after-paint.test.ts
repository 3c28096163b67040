import { describe, expect, it } from "vitest";
import { BOOT_FALLBACK_MS, bootAfterFirstPaint } from "./boot-after-paint";

const TEMPLATE = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head><body><div id="root"><p>Server HTML</p></div></body></html>`;

const inlineScript = (html: string) =>
  /<script (data-storefront-entry)="[^"]*">([\s\S]*?)<\/script>/.exec(html);

interface Appended {
  tag: string;
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
  crossOrigin?: string;
}

/** A browser's paint timing, driven by hand: `paint(name)` reports a paint entry to the observers. */
function paintTiming() {
  const observers: Array<{
    callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
    on: boolean;
  }> = [];
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    private readonly entry;
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      this.entry = { callback, on: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((entry) => entry.on)) {
      observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  };
  return { PerformanceObserver, paint, observing: () => observers.filter((entry) => entry.on).length };
}

/**
 * Runs the page's inline boot script against a recording document, a hand-driven clock and, unless
 * `paintTimingSupported` is false, hand-driven paint timing.
 */
function runBootScript(html: string, { paintTimingSupported = true } = {}) {
  const source = inlineScript(html)?.[2];
  if (!source) throw new Error("no inline boot script");
  const appended: Appended[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  const self = {
    removed: false,
    remove() {
      self.removed = true;
    },
  };
  const taps = heldTaps();
  const document = {
    ...taps.document,
    currentScript: self,
    createElement: (tag: string) => ({ tag }) as Appended,
    head: { appendChild: (element: Appended) => appended.push({ ...element }) },
  };
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: ms, run });
  const timing = paintTiming();
  new Function(
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "MutationObserver",
    source,
  )(
    document,
    requestAnimationFrame,
    setTimeout,
    paintTimingSupported ? timing.PerformanceObserver : undefined,
    taps.MutationObserver,
  );
  /** One task per due timer: a timer set by one of them runs on the next call. */
  const runTimers = (upTo: number) => {
    for (const timer of timers.splice(0)) {
      if (timer.at <= upTo) timer.run();
      else timers.push(timer);
    }
  };
  /** Runs timers until none is due (what the browser does soon after). */
  const settle = (upTo: number) => {
    while (timers.some((timer) => timer.at <= upTo)) runTimers(upTo);
  };
  return {
    appended,
    frames,
    runTimers,
    settle,
    self,
    paint: timing.paint,
    observing: timing.observing,
    tap: taps.tap,
    mark: taps.mark,
  };
}

/** A button of the page, as the boot script sees it: where it is, whether it is enabled, its clicks. */
function button({ inRoot = true, disabled = false } = {}) {
  const element = {
    disabled,
    isConnected: true,
    clicks: 0,
    closest: (selector: string) =>
      selector === "button" ? element : selector === "#root" && inRoot ? {} : null,
    click() {
      element.clicks += 1;
    },
  };
  return element;
}

/**
 * The document's click listeners and the `<html>` ready mark, driven by hand: `tap(target)`
 * dispatches a click as the capture phase would, `mark(value)` sets `data-storefront` and tells
 * the mutation observers.
 */
function heldTaps() {
  const listeners = new Set<(event: unknown) => void>();
  const attributes = new Map<string, string>();
  const observers: Array<{
    callback: (records: unknown[], observer: unknown) => void;
    on: boolean;
    observer: unknown;
  }> = [];
  class MutationObserver {
    private readonly entry;
    constructor(callback: (records: unknown[], observer: unknown) => void) {
      this.entry = { callback, on: false, observer: this };
      observers.push(this.entry);
    }
    observe(_target: unknown, options: { attributes: boolean; attributeFilter: string[] }) {
      expect(options).toEqual({ attributes: true, attributeFilter: ["data-storefront"] });
      this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const document = {
    documentElement: { getAttribute: (name: string) => attributes.get(name) ?? null },
    addEventListener(type: string, listener: (event: unknown) => void, capture: boolean) {
      expect([type, capture]).toEqual(["click", true]);
      listeners.add(listener);
    },
    removeEventListener(_type: string, listener: (event: unknown) => void) {
      listeners.delete(listener);
    },
  };
  const tap = (target: unknown) => {
    const event = {
      target,
      held: false,
      preventDefault() {
        event.held = true;
      },
      stopPropagation() {},
    };
    for (const listener of listeners) listener(event);
    return event.held;
  };
  const mark = (value: string) => {
    attributes.set("data-storefront", value);
    for (const entry of observers.filter((observed) => observed.on)) entry.callback([], entry.observer);
  };
  return { document, MutationObserver, tap, mark };
}

describe("a server-rendered page's JavaScript starts after its first paint", () => {
  const preloads = ["/assets/mount-1.js", "/assets/framework-2.js"];

  it("takes the entry script out of the head and puts the boot script last in the body", () => {
    const html = bootAfterFirstPaint(TEMPLATE, preloads);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(inlineScript(html)?.[2]).toBeTruthy();
    // kit's hourly build check reads the newest build's entry from this attribute.
    expect(html).toContain('data-storefront-entry="/assets/index-abc.js"');
    expect(html.indexOf("<script data-storefront-entry")).toBeGreaterThan(html.indexOf("Server HTML"));
    expect(html.trimEnd().endsWith("</body></html>")).toBe(true);
    // The stylesheet stays where it was: the first paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it("fetches nothing until the browser reports the first contentful paint, then the entry and the preloads", () => {
    const boot = runBootScript(bootAfterFirstPaint(TEMPLATE, preloads));
    expect(boot.observing()).toBe(1);
    boot.runTimers(0);
    boot.paint("first-paint");
    boot.runTimers(0);
    expect(boot.appended).toEqual([]);
    expect(boot.self.removed).toBe(false);
    boot.paint("first-contentful-paint");
    expect(boot.observing()).toBe(0);
    expect(boot.appended).toEqual([]);
    boot.runTimers(0);
    // Its work done, the boot script leaves the document.
    expect(boot.self.removed).toBe(true);
    // The entry and the first preload in one task; each further preload in a task of its own.
    expect(boot.appended).toEqual([
      { tag: "script", type: "module", crossOrigin: "", src: "/assets/index-abc.js" },
      { tag: "link", rel: "modulepreload", crossOrigin: "", href: "/assets/mount-1.js" },
    ]);
    boot.runTimers(0);
    expect(boot.appended).toEqual([
      { tag: "script", type: "module", crossOrigin: "", src: "/assets/index-abc.js" },
      { tag: "link", rel: "modulepreload", crossOrigin: "", href: "/assets/mount-1.js" },
      { tag: "link", rel: "modulepreload", crossOrigin: "", href: "/assets/framework-2.js" },
    ]);
    // The fallback finds it started and adds nothing twice.
    boot.settle(BOOT_FALLBACK_MS);
    expect(boot.appended).toHaveLength(3);
  });

  it("waits for two frames where the browser has no paint timing", () => {
    const boot = runBootScript(bootAfterFirstPaint(TEMPLATE, preloads), { paintTimingSupported: false });
    expect(boot.observing()).toBe(0);
    // requestAnimationFrame runs before a frame is drawn: the first, then the next; still nothing.
    for (const frame of boot.frames.splice(0)) frame();
    boot.runTimers(0);
    expect(boot.appended).toEqual([]);
    for (const frame of boot.frames.splice(0)) frame();
    expect(boot.appended).toEqual([]);
    boot.settle(0);
    expect(boot.appended.map((element) => element.href ?? element.src)).toEqual([
      "/assets/index-abc.js",
      ...preloads,
    ]);
  });

  it("starts anyway when no paint comes (a tab opened in the background)", () => {
    const boot = runBootScript(bootAfterFirstPaint(TEMPLATE, preloads));
    boot.settle(BOOT_FALLBACK_MS - 1);
    expect(boot.appended).toEqual([]);
    boot.settle(BOOT_FALLBACK_MS);
    expect(boot.appended.map((element) => element.href ?? element.src)).toEqual([
      "/assets/index-abc.js",
      ...preloads,
    ]);
  });

  it("drops a preload that is not a plain local path, and the entry from the preloads", () => {
    const html = bootAfterFirstPaint(TEMPLATE, [
      "//evil.example/x.js",
      '/assets/a.js"</script><script>alert(1)//',
      "/assets/index-abc.js",
      "/assets/ok.js",
    ]);
    const boot = runBootScript(html);
    boot.settle(BOOT_FALLBACK_MS);
    expect(boot.appended.map((element) => element.href ?? element.src)).toEqual([
      "/assets/index-abc.js",
      "/assets/ok.js",
    ]);
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("alert(1)");
  });

  it("holds a tap on a button until the page is ready, then clicks it once", () => {
    const boot = runBootScript(bootAfterFirstPaint(TEMPLATE, preloads));
    const addToCart = button();
    // Tapped twice on the painted page: nothing answers yet, the shopper insists.
    expect(boot.tap(addToCart)).toBe(true);
    expect(boot.tap(addToCart)).toBe(true);
    boot.runTimers(BOOT_FALLBACK_MS);
    expect(addToCart.clicks).toBe(0);
    boot.mark("ready");
    expect(addToCart.clicks).toBe(1);
    // From here on the app answers: taps are no longer held.
    expect(boot.tap(addToCart)).toBe(false);
    expect(addToCart.clicks).toBe(1);
  });

  it("holds only enabled buttons inside the app, and replays only those still on the page", () => {
    const boot = runBootScript(bootAfterFirstPaint(TEMPLATE, preloads));
    const link = { closest: () => null };
    const outside = button({ inRoot: false });
    const disabled = button({ disabled: true });
    const replaced = button();
    expect(boot.tap(link)).toBe(false);
    expect(boot.tap(outside)).toBe(false);
    expect(boot.tap(disabled)).toBe(false);
    expect(boot.tap(replaced)).toBe(true);
    replaced.isConnected = false;
    boot.mark("ready");
    expect(replaced.clicks + outside.clicks + disabled.clicks).toBe(0);
  });

  it("drops the held taps when the app could not mount", () => {
    const boot = runBootScript(bootAfterFirstPaint(TEMPLATE, preloads));
    const addToCart = button();
    boot.tap(addToCart);
    boot.mark("failed");
    expect(addToCart.clicks).toBe(0);
    expect(boot.tap(addToCart)).toBe(false);
  });

  it("leaves a template without the entry script as it is", () => {
    const bare = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(bootAfterFirstPaint(bare, preloads)).toBe(bare);
  });
});
