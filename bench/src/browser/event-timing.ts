/** An Event Timing entry, reduced to what the latency needs (copied out of the page). */
export interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

/** The smallest duration Event Timing reports (`durationThreshold` may not go lower). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/**
 * INP-like latency of one interaction: the longest event of it (pointerdown, pointerup, click…),
 * from the input's timestamp to the next paint after its handlers. Only entries with an
 * interactionId count: hovers and moves are not interactions. No entry means every event of the
 * interaction was under the threshold — Event Timing drops those — so the latency is reported as
 * the threshold itself, an upper bound.
 */
export function interactionLatencyMs(entries: readonly EventEntry[]): number {
  const durations = entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration);
  return durations.length === 0 ? EVENT_TIMING_THRESHOLD_MS : Math.max(...durations);
}
