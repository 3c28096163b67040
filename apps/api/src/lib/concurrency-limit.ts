/**
 * A limit on how many tasks run at once: `limit(task)` starts the task when fewer than `slots`
 * are running, otherwise queues it (first in, first out). Answers the task's own promise.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot straight to the next in the queue: a newcomer arriving in
  // between cannot take it too.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
