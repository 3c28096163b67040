import type { LocalizedText } from "@storefront/core/contracts/localized-text";

/** A city the storefront can name from a position: its names, country (ISO code) and centre. */
export interface KnownCity {
  name: string;
  name_lang: LocalizedText;
  country: string;
  latitude: number;
  longitude: number;
}

const city = (name: string, ar: string, country: string, latitude: number, longitude: number): KnownCity => ({
  name,
  name_lang: { en: name, ar },
  country,
  latitude,
  longitude,
});

/**
 * The cities of the partners' markets (the Gulf), with their centres. No geocoding service is
 * called: a position is matched to the nearest of these, so "use my location" works offline and
 * sends the shopper's position nowhere.
 */
export const KNOWN_CITIES: readonly KnownCity[] = [
  city("Riyadh", "الرياض", "SA", 24.7136, 46.6753),
  city("Jeddah", "جدة", "SA", 21.4858, 39.1925),
  city("Mecca", "مكة المكرمة", "SA", 21.3891, 39.8579),
  city("Medina", "المدينة المنورة", "SA", 24.5247, 39.5692),
  city("Dammam", "الدمام", "SA", 26.4207, 50.0888),
  city("Khobar", "الخبر", "SA", 26.2172, 50.1971),
  city("Dhahran", "الظهران", "SA", 26.2361, 50.0393),
  city("Jubail", "الجبيل", "SA", 27.0174, 49.6225),
  city("Hofuf", "الهفوف", "SA", 25.3831, 49.5867),
  city("Taif", "الطائف", "SA", 21.2703, 40.4158),
  city("Yanbu", "ينبع", "SA", 24.0895, 38.0618),
  city("Tabuk", "تبوك", "SA", 28.3835, 36.5662),
  city("Buraydah", "بريدة", "SA", 26.3592, 43.9818),
  city("Hail", "حائل", "SA", 27.5114, 41.7208),
  city("Abha", "أبها", "SA", 18.2164, 42.5053),
  city("Khamis Mushait", "خميس مشيط", "SA", 18.3, 42.7333),
  city("Jazan", "جازان", "SA", 16.8892, 42.5511),
  city("Najran", "نجران", "SA", 17.5656, 44.2289),
  city("Dubai", "دبي", "AE", 25.2048, 55.2708),
  city("Abu Dhabi", "أبوظبي", "AE", 24.4539, 54.3773),
  city("Sharjah", "الشارقة", "AE", 25.3463, 55.4209),
  city("Ajman", "عجمان", "AE", 25.4052, 55.5136),
  city("Al Ain", "العين", "AE", 24.2075, 55.7447),
  city("Kuwait City", "مدينة الكويت", "KW", 29.3759, 47.9774),
  city("Doha", "الدوحة", "QA", 25.2854, 51.531),
  city("Manama", "المنامة", "BH", 26.2285, 50.586),
  city("Muscat", "مسقط", "OM", 23.588, 58.3829),
];

/** How far from a city's centre a position still counts as that city. */
export const NEAREST_CITY_MAX_KM = 60;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in km (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The known city nearest to a position, or null when none is within `maxKm` (a position in the
 * desert, or abroad): the shopper then types the city, nothing is guessed.
 */
export function nearestCity(
  position: { latitude: number; longitude: number },
  maxKm = NEAREST_CITY_MAX_KM,
  cities: readonly KnownCity[] = KNOWN_CITIES,
): KnownCity | null {
  let best: KnownCity | null = null;
  let bestKm = maxKm;
  for (const candidate of cities) {
    const km = distanceKm(position, candidate);
    if (km <= bestKm) {
      best = candidate;
      bestKm = km;
    }
  }
  return best;
}
