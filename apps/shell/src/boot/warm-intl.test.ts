import { afterEach, describe, expect, it, vi } from "vitest";
import { INTL_WARM_TIMEOUT_MS, type IntlWarmWorker, warmIntlInWorker } from "./warm-intl";
import { warmIntlData } from "./warm-intl-data";

/** A worker that records what it is sent and answers only when the test says so. */
function fakeWorker() {
  const worker = {
    onmessage: null,
    onerror: null,
    posted: [] as unknown[],
    terminated: false,
    postMessage(message: unknown) {
      this.posted.push(message);
    },
    terminate() {
      this.terminated = true;
    },
  } as IntlWarmWorker & { posted: unknown[]; terminated: boolean };
  return worker;
}

/** Whether `promise` has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

const request = { locale: "ar", currency: "SAR" };

afterEach(() => {
  vi.useRealTimers();
});

describe("warmIntlInWorker", () => {
  it("sends the page's locale and currency and waits for the worker's answer", async () => {
    const worker = fakeWorker();
    const ready = warmIntlInWorker(request, () => worker);
    expect(worker.posted).toEqual([request]);
    expect(await settled(ready)).toBe(false);
    worker.onmessage?.(new MessageEvent("message", { data: "warm" }));
    expect(await settled(ready)).toBe(true);
    // It has answered and closes itself.
    expect(worker.terminated).toBe(false);
  });

  it("stops waiting when the worker fails", async () => {
    const worker = fakeWorker();
    const ready = warmIntlInWorker(request, () => worker);
    worker.onerror?.(new ErrorEvent("error"));
    expect(await settled(ready)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it("stops waiting after the timeout, and leaves the worker to finish and close itself", async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const ready = warmIntlInWorker(request, () => worker, INTL_WARM_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(INTL_WARM_TIMEOUT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
    // Terminating a worker whose script is still loading aborts that request mid-way.
    expect(worker.terminated).toBe(false);
    expect(worker.onmessage).toBeNull();
  });

  it("resolves at once where no worker can start", async () => {
    expect(await settled(warmIntlInWorker(request, () => null))).toBe(true);
    const refused = () => {
      throw new DOMException("refused by the CSP", "SecurityError");
    };
    expect(await settled(warmIntlInWorker(request, refused))).toBe(true);
  });
});

describe("warmIntlData", () => {
  it("builds the locale's formatters, and skips a locale or currency Intl rejects", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    warmIntlData({ locale: "ar", currency: "SAR" });
    expect(built.mock.calls.map((call) => call[0])).toEqual(["ar", "ar"]);
    expect(built.mock.calls[1]?.[1]).toEqual({ style: "currency", currency: "SAR" });
    built.mockRestore();
    expect(() => warmIntlData({ locale: "not a locale!", currency: "NOT-A-CODE" })).not.toThrow();
    expect(() => warmIntlData({ locale: "en", currency: null })).not.toThrow();
  });
});
