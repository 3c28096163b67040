import type { PrefetchedAnswers as PayloadAnswers } from "@storefront/core/contracts/page-payload-answers";

/**
 * API answers the server put into the page payload (`prefetched`: the home's answer on a catalogue
 * home), so the first render does not wait for those calls. They are kept unvalidated here: each
 * is validated with its endpoint's schema by the loader that uses it, so those schemas stay in the
 * feature's chunk and not in the mount's.
 */
export interface PrefetchedAnswers {
  /** The payload's answers by name (`home`). A loader takes each once: later loads fetch as usual. */
  readonly answers: Map<string, unknown>;
  /** When the page arrived (ms since the epoch): the answers' age, so they go stale like a fetch would. */
  readonly receivedAt: number;
}

/** Wraps the payload's `prefetched` block (anything but a plain object counts as none). */
export function prefetchedAnswers(block: unknown, receivedAt = Date.now()): PrefetchedAnswers {
  const answers = new Map<string, unknown>();
  if (block && typeof block === "object" && !Array.isArray(block)) {
    for (const [name, value] of Object.entries(block)) answers.set(name, value);
  } else if (block !== undefined && block !== null) {
    console.warn("The page payload's `prefetched` block is not an object: ignored");
  }
  return { answers, receivedAt };
}

/**
 * Takes a prefetched answer out (undefined when absent or already taken); `name` is one of core's
 * `prefetchedAnswersSchema`, whose endpoint schema validates the answer.
 */
export function takePrefetched(
  prefetched: PrefetchedAnswers | undefined,
  name: keyof PayloadAnswers,
): unknown {
  const value = prefetched?.answers.get(name);
  prefetched?.answers.delete(name);
  return value;
}
