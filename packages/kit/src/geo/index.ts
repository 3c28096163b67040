/**
 * `@storefront/kit/geo` — the geolocation helper (spec §8).
 * @module
 */
export {
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  type GeolocationLike,
  GeolocationUnsupportedError,
  geoMessages,
  getCurrentPosition,
} from "./geolocation";
