import { describe, expect, it } from "vitest";
import { concurrencyLimit, QueueFullError } from "./concurrency-limit";

describe("concurrencyLimit", () => {
  it("never runs more than its slots at once, runs every task and keeps their results", async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("frees the slot of a task that fails", async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limit(async () => "next")).resolves.toBe("next");
  });
});

describe("concurrencyLimit's queue", () => {
  /** A task that runs until `finish()` is called, recording when it started. */
  function gate(log: string[], name: string) {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return {
      task: async () => {
        log.push(name);
        await done;
        return name;
      },
      finish: () => finish(),
    };
  }

  it("runs waiting tasks by priority, then arrival", async () => {
    const limit = concurrencyLimit(1);
    const log: string[] = [];
    const first = gate(log, "first");
    const running = limit(first.task);
    const later = [
      limit(async () => log.push("low-a"), { priority: 5 }),
      limit(async () => log.push("high"), { priority: 1 }),
      limit(async () => log.push("low-b"), { priority: 5 }),
    ];
    first.finish();
    await Promise.all([running, ...later]);
    expect(log).toEqual(["first", "high", "low-a", "low-b"]);
  });

  it("refuses at once past maxWaiting, or gives a better newcomer the worst waiter's place", async () => {
    const limit = concurrencyLimit(1, { maxWaiting: 2 });
    const log: string[] = [];
    const first = gate(log, "first");
    const running = limit(first.task);
    const a = limit(async () => log.push("a"), { priority: 3 });
    const b = limit(async () => log.push("b"), { priority: 4 });
    // Full: an equal or worse newcomer is refused without waiting…
    await expect(limit(async () => log.push("c"), { priority: 4 })).rejects.toBeInstanceOf(QueueFullError);
    // …a better one takes the place of the worst waiter, which is refused.
    const d = limit(async () => log.push("d"), { priority: 1 });
    await expect(b).rejects.toBeInstanceOf(QueueFullError);
    // Work that may not be refused queues beyond the cap.
    const seed = limit(async () => log.push("seed"), { priority: 9, refusable: false });
    first.finish();
    await Promise.all([running, a, d, seed]);
    expect(log).toEqual(["first", "d", "a", "seed"]);
  });
});
