interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser may paint and answer input
 * between two steps of the boot: Total Blocking Time counts each task's time past 50 ms, and the
 * boot's steps add up to several hundred ms on a slow phone. `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued tasks); else a message, which, unlike a timeout, a
 * background tab does not throttle to once a second.
 */
export function yieldToMain(win: Window): Promise<void> {
  const scheduler = (win as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
