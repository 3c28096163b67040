import { describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main";

describe("yieldToMain", () => {
  it("uses scheduler.yield() where the browser has it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    await yieldToMain({ scheduler: { yield: schedulerYield } } as unknown as Window);
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it("else resumes in a later task, after the current task's microtasks", async () => {
    const order: string[] = [];
    const yielded = yieldToMain({} as Window).then(() => order.push("resumed"));
    // A chain of microtasks queued after the call all run before it resumes: it is a new task.
    void Promise.resolve()
      .then(() => order.push("microtask 1"))
      .then(() => order.push("microtask 2"));
    await yielded;
    expect(order).toEqual(["microtask 1", "microtask 2", "resumed"]);
  });
});
