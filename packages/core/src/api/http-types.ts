// The runtime types core needs from fetch, timers and abort signals, declared structurally: core
// compiles without the DOM library, and the browser's or Node's own `fetch` fits these shapes.

/** The abort signal of the runtime (`AbortSignal`), as far as core uses it. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/**
 * The runtime's `AbortSignal` as handed to `fetch`. Core cannot name the DOM type without the DOM
 * library, and a structural stand-in would make the real `fetch` unassignable, so it is left open.
 */
// biome-ignore lint/suspicious/noExplicitAny: stands for the runtime's AbortSignal (see above).
export type FetchSignal = any;

/** What core passes to `fetch`. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: FetchSignal;
}

/** What core reads from a `fetch` response. */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  text(): Promise<string>;
}

/** A `fetch` function: `globalThis.fetch` fits, as does a test double. */
export type FetchLike = (input: string, init: FetchInit) => Promise<ResponseLike>;

/** Timer functions (the runtime's `setTimeout`/`clearTimeout` by default; injectable for tests). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where failures are logged (the runtime's `console` by default). */
export interface Logger {
  error(message: string, ...details: unknown[]): void;
}

interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(reason?: unknown): void;
}

type RuntimeGlobals = {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  console?: { error(...args: unknown[]): void };
  AbortController?: new () => AbortControllerLike;
};

const runtime = globalThis as unknown as RuntimeGlobals;

/** The runtime's timers. */
export function defaultTimers(): Timers {
  return {
    setTimeout: (callback, ms) => runtime.setTimeout?.(callback, ms),
    clearTimeout: (handle) => runtime.clearTimeout?.(handle),
  };
}

/** The runtime's console as a logger (silent where there is none). */
export function defaultLogger(): Logger {
  return { error: (message, ...details) => runtime.console?.error(message, ...details) };
}

/** A new abort controller from the runtime, or null where there is none. */
export function newAbortController(): AbortControllerLike | null {
  return runtime.AbortController ? new runtime.AbortController() : null;
}
