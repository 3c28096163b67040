// Minimal browser APIs jsdom lacks but Radix (Select, Popover, Popper, Toast) and react-day-picker
// use. Loaded through `setupFiles` in vitest.config.ts; excluded from the build.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

const proto = window.Element.prototype as unknown as Record<string, unknown>;
if (typeof proto.hasPointerCapture !== "function") {
  proto.hasPointerCapture = () => false;
  proto.setPointerCapture = () => {};
  proto.releasePointerCapture = () => {};
}
if (typeof proto.scrollIntoView !== "function") proto.scrollIntoView = () => {};

if (!("ResizeObserver" in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

if (!("DOMRect" in globalThis)) {
  class DOMRectStub {
    constructor(
      public x = 0,
      public y = 0,
      public width = 0,
      public height = 0,
    ) {}
    get top() {
      return this.y;
    }
    get left() {
      return this.x;
    }
    get right() {
      return this.x + this.width;
    }
    get bottom() {
      return this.y + this.height;
    }
    toJSON() {
      return { x: this.x, y: this.y, width: this.width, height: this.height };
    }
    static fromRect(r: { x?: number; y?: number; width?: number; height?: number } = {}) {
      return new DOMRectStub(r.x, r.y, r.width, r.height);
    }
  }
  globalThis.DOMRect = DOMRectStub as unknown as typeof DOMRect;
}
