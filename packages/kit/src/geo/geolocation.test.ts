import { describe, expect, it } from "vitest";
import {
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  GeolocationUnsupportedError,
  getCurrentPosition,
} from "./geolocation";

describe("getCurrentPosition", () => {
  it("rejects with the message of spec §8 when geolocation is unavailable", async () => {
    for (const missing of [null, undefined, {} as Geolocation]) {
      const error = await getCurrentPosition(undefined, missing).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeolocationUnsupportedError);
      expect((error as Error).message).toBe("Geolocation is not supported by your browser");
    }
    expect(GEOLOCATION_UNSUPPORTED_MESSAGE).toBe("Geolocation is not supported by your browser");
  });

  it("resolves with the position, and passes the browser's refusal through", async () => {
    const position = { coords: { latitude: 24.7, longitude: 46.7 } } as GeolocationPosition;
    const granted = { getCurrentPosition: (ok: PositionCallback) => ok(position) };
    await expect(getCurrentPosition({ timeout: 5 }, granted)).resolves.toBe(position);
    const denied = {
      getCurrentPosition: (_ok: PositionCallback, no?: PositionErrorCallback | null) =>
        no?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
    };
    await expect(getCurrentPosition(undefined, denied)).rejects.toMatchObject({ code: 1 });
  });
});
