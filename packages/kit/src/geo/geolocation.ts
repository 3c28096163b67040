import { msg } from "@lingui/core/macro";

/** The message of spec §8 when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED_MESSAGE = "Geolocation is not supported by your browser";

/** The same message for the UI, translated (`t(geoMessages.unsupported)`). */
export const geoMessages = {
  unsupported: msg`Geolocation is not supported by your browser`,
};

/** Rejection of `getCurrentPosition` when the browser has no geolocation (spec §8). */
export class GeolocationUnsupportedError extends Error {
  override readonly name = "GeolocationUnsupportedError";
  constructor() {
    super(GEOLOCATION_UNSUPPORTED_MESSAGE);
  }
}

/** The slice of `navigator.geolocation` used here. */
export type GeolocationLike = Pick<Geolocation, "getCurrentPosition">;

function browserGeolocation(): GeolocationLike | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator.geolocation ?? undefined);
}

/**
 * The device's position. Rejects with `GeolocationUnsupportedError` — message exactly
 * 'Geolocation is not supported by your browser' (spec §8) — when geolocation is unavailable, and
 * with the browser's `GeolocationPositionError` when the shopper refuses or it fails.
 */
export function getCurrentPosition(
  options?: PositionOptions,
  geolocation: GeolocationLike | null | undefined = browserGeolocation(),
): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation || typeof geolocation.getCurrentPosition !== "function") {
      reject(new GeolocationUnsupportedError());
      return;
    }
    geolocation.getCurrentPosition(resolve, reject, options);
  });
}
