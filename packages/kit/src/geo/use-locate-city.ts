import { useCallback, useRef, useState } from "react";
import { type GeolocationLike, GeolocationUnsupportedError, getCurrentPosition } from "./geolocation";
import { type KnownCity, nearestCity } from "./nearest-city";

/** Where a "use my location" stands. */
export type LocateCityState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "found"; city: KnownCity }
  | { status: "failed"; reason: "unsupported" | "denied" | "unavailable" | "no-known-city" };

/** `GeolocationPositionError.PERMISSION_DENIED` (the constant is not defined outside browsers). */
const PERMISSION_DENIED = 1;

/**
 * Asks the device where it is (only when `locate` is called: a click, never during render) and
 * names the nearest known city (`nearestCity`). `onFound` gets the city; the state says what to
 * tell the shopper — the spec's message when the browser has no geolocation (spec §8), a refusal,
 * no fix, or no known city near.
 */
export function useLocateCity(
  onFound: (city: KnownCity) => void,
  geolocation?: GeolocationLike | null,
): { state: LocateCityState; locate(): void } {
  const [state, setState] = useState<LocateCityState>({ status: "idle" });
  const latest = useRef(onFound);
  latest.current = onFound;
  const locate = useCallback(() => {
    setState({ status: "locating" });
    const options = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 };
    const asked =
      geolocation === undefined ? getCurrentPosition(options) : getCurrentPosition(options, geolocation);
    asked.then(
      (position) => {
        const found = nearestCity(position.coords);
        if (!found) return setState({ status: "failed", reason: "no-known-city" });
        latest.current(found);
        setState({ status: "found", city: found });
      },
      (error: unknown) => {
        if (error instanceof GeolocationUnsupportedError)
          return setState({ status: "failed", reason: "unsupported" });
        const denied = (error as { code?: number } | null)?.code === PERMISSION_DENIED;
        setState({ status: "failed", reason: denied ? "denied" : "unavailable" });
      },
    );
  }, [geolocation]);
  return { state, locate };
}
