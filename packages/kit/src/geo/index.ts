/**
 * `@storefront/kit/geo` — the geolocation helper (spec §8), the known cities of the partners'
 * markets with the nearest-city lookup, and the "use my location" hook built on them.
 * @module
 */
export {
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  type GeolocationLike,
  GeolocationUnsupportedError,
  geoMessages,
  getCurrentPosition,
} from "./geolocation";
export { distanceKm, KNOWN_CITIES, type KnownCity, NEAREST_CITY_MAX_KM, nearestCity } from "./nearest-city";
export { type LocateCityState, useLocateCity } from "./use-locate-city";
