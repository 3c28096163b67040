import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";

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
