import { describe, expect, it } from "vitest";
import { distanceKm, KNOWN_CITIES, nearestCity } from "./nearest-city";

describe("nearestCity", () => {
  it("names the city a position is in, by the nearest centre", () => {
    expect(nearestCity({ latitude: 21.54, longitude: 39.17 })?.name).toBe("Jeddah"); // Al Rawdah
    expect(nearestCity({ latitude: 24.77, longitude: 46.74 })?.name).toBe("Riyadh");
    expect(nearestCity({ latitude: 26.28, longitude: 50.2 })?.name).toBe("Khobar"); // not Dammam, 16 km off
    expect(nearestCity({ latitude: 25.08, longitude: 55.14 })).toMatchObject({
      name: "Dubai",
      country: "AE",
    });
  });

  it("names none far from every known city (the desert, abroad): nothing is guessed", () => {
    expect(nearestCity({ latitude: 22.5, longitude: 49.0 })).toBeNull(); // the Empty Quarter's edge
    expect(nearestCity({ latitude: 48.86, longitude: 2.35 })).toBeNull(); // Paris
  });

  it("measures great-circle distances (Riyadh–Jeddah is about 850 km)", () => {
    const [riyadh, jeddah] = KNOWN_CITIES;
    expect(distanceKm(riyadh!, jeddah!)).toBeGreaterThan(840);
    expect(distanceKm(riyadh!, jeddah!)).toBeLessThan(860);
    expect(KNOWN_CITIES.every((city) => city.name_lang.ar && /^[A-Z]{2}$/.test(city.country))).toBe(true);
  });
});
