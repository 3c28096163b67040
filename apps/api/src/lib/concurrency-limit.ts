/** Thrown for a task refused because the queue is full (the caller answers "busy, retry soon"). */
export class QueueFullError extends Error {
  constructor() {
    super("Too many tasks are waiting");
    this.name = "QueueFullError";
  }
}

/** How one task queues: its priority (lower runs sooner) and whether a full queue may refuse it. */
export interface QueueTicket {
  priority?: number;
  /** False for work that must run however long it waits (the seed); true by default. */
  refusable?: boolean;
}

interface Waiting {
  priority: number;
  order: number;
  refusable: boolean;
  start(): void;
  refuse(): void;
}

/**
 * A limit on how many tasks run at once: `limit(task, ticket)` starts the task when fewer than
 * `slots` are running, otherwise queues it by priority, then arrival. At most `maxWaiting`
 * refusable tasks wait: past that, a newcomer with a better priority than the worst waiting task
 * takes its place (that one is refused), any other newcomer is refused — a cheap answer instead
 * of a wait nobody can afford. Answers the task's own promise, or rejects with `QueueFullError`.
 */
export function concurrencyLimit(slots: number, options: { maxWaiting?: number } = {}) {
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  let running = 0;
  let arrivals = 0;
  const waiting: Waiting[] = [];
  // A finished task hands its slot straight to the next in the queue: a newcomer arriving in
  // between cannot take it too.
  const release = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  };
  const enqueue = (entry: Waiting) => {
    const at = waiting.findIndex(
      (other) =>
        other.priority > entry.priority || (other.priority === entry.priority && other.order > entry.order),
    );
    waiting.splice(at === -1 ? waiting.length : at, 0, entry);
  };
  /** Makes room for a refusable newcomer of this priority; false when it is the one refused. */
  const makeRoom = (priority: number): boolean => {
    const refusable = waiting.filter((entry) => entry.refusable);
    if (refusable.length < maxWaiting) return true;
    // The queue is sorted: the last refusable entry is the worst (highest priority, latest).
    const worst = refusable[refusable.length - 1];
    if (!worst || worst.priority <= priority) return false;
    waiting.splice(waiting.indexOf(worst), 1);
    worst.refuse();
    return true;
  };
  const limit = async <T>(task: () => Promise<T>, ticket: QueueTicket = {}): Promise<T> => {
    const priority = ticket.priority ?? 0;
    const refusable = ticket.refusable ?? true;
    if (running < slots) running++;
    else {
      if (refusable && !makeRoom(priority)) throw new QueueFullError();
      await new Promise<void>((resolve, reject) =>
        enqueue({
          priority,
          order: arrivals++,
          refusable,
          start: resolve,
          refuse: () => reject(new QueueFullError()),
        }),
      );
    }
    try {
      return await task();
    } finally {
      release();
    }
  };
  return limit;
}
