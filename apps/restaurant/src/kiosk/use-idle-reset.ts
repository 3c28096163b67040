import { useEffect, useRef, useState } from "react";

/** Seconds the "Are you still there?" countdown runs before the kiosk starts over. */
export const IDLE_COUNTDOWN_SECONDS = 15;

const ACTIVITY = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

/**
 * A self-service kiosk's idle watch: after `idleSeconds` without a touch (while `active`), a
 * countdown of `IDLE_COUNTDOWN_SECONDS` starts; a touch or `keepGoing()` cancels it, and at zero
 * `onReset` runs. Timers and listeners live in effects (server-safe render). Answers the seconds
 * left while counting down, else null.
 */
export function useIdleReset({
  idleSeconds,
  active,
  onReset,
}: {
  idleSeconds: number;
  active: boolean;
  onReset(): void;
}): { secondsLeft: number | null; keepGoing(): void } {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [touchedAt, setTouchedAt] = useState(0);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  // Any touch restarts the wait and cancels a running countdown.
  useEffect(() => {
    if (!active) return;
    const touched = () => setTouchedAt(Date.now());
    for (const type of ACTIVITY) window.addEventListener(type, touched, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, touched, { capture: true });
    };
  }, [active]);

  // The wait: idleSeconds after the last touch, the countdown starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a touch (touchedAt) restarts the wait.
  useEffect(() => {
    setSecondsLeft(null);
    if (!active) return;
    const wait = window.setTimeout(() => setSecondsLeft(IDLE_COUNTDOWN_SECONDS), idleSeconds * 1000);
    return () => window.clearTimeout(wait);
  }, [active, idleSeconds, touchedAt]);

  // The countdown: from a deadline (a tick may come late, a tab may sleep), then the reset.
  const counting = secondsLeft !== null;
  useEffect(() => {
    if (!counting) return;
    const deadline = Date.now() + IDLE_COUNTDOWN_SECONDS * 1000;
    const tick = window.setInterval(() => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      window.clearInterval(tick);
      setSecondsLeft(null);
      resetRef.current();
    }, 1000);
    return () => window.clearInterval(tick);
  }, [counting]);

  return { secondsLeft, keepGoing: () => setTouchedAt(Date.now()) };
}
