// Issue 15 (spec §7/§8 geolocation row): "use my location" in the address form fills the city and
// country from the device's position; where the browser has no geolocation it says the spec's
// words. `navigator.geolocation` is the browser boundary, replaced here.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { AddressForm } from "./address-form";

type Geolocation = Navigator["geolocation"] | undefined;

function deviceAt(geolocation: Geolocation) {
  Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
}

/** A device that answers with a position, or refuses as a shopper who says no. */
function device(answer: { latitude: number; longitude: number } | "refused"): Geolocation {
  return {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (answer === "refused")
        fail?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
      else ok({ coords: answer, timestamp: Date.now() } as GeolocationPosition);
    },
  } as unknown as Geolocation;
}

afterEach(() => {
  cleanup();
  deviceAt(undefined);
});

async function renderForm(locale: "en" | "ar" = "en") {
  const { wrap } = await createTestStorefront({ locale });
  const onSave = vi.fn(async () => {});
  render(wrap(<AddressForm onSave={onSave} />));
  return onSave;
}

describe("use my location", () => {
  it("fills the city and country of the nearest known city, and says so", async () => {
    deviceAt(device({ latitude: 21.54, longitude: 39.17 }));
    await renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveProperty("value", "Jeddah"));
    expect(screen.getByRole("textbox", { name: /^Country\b(?! code)/ })).toHaveProperty("value", "SA");
    expect(screen.getByTestId("location-message").textContent).toBe(
      "City filled in from your location: Jeddah.",
    );
  });

  it("fills the Arabic name on an Arabic page", async () => {
    deviceAt(device({ latitude: 25.08, longitude: 55.14 }));
    await renderForm("ar");
    fireEvent.click(screen.getByRole("button", { name: "استخدم موقعي" }));
    await waitFor(() => expect(screen.getByLabelText(/^المدينة/)).toHaveProperty("value", "دبي"));
  });

  it("says the spec's words where the browser has no geolocation, and changes nothing", async () => {
    deviceAt(undefined);
    await renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Geolocation is not supported by your browser",
    );
    expect(screen.getByLabelText(/^City/)).toHaveProperty("value", "");
  });

  it("says the shopper refused, or that no known city is near", async () => {
    deviceAt(device("refused"));
    await renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Location access was refused. Enter your city yourself.",
    );
    deviceAt(device({ latitude: 48.86, longitude: 2.35 }));
    fireEvent.click(screen.getByRole("button", { name: "Use my location" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "We know no city near your location. Enter your city yourself.",
      ),
    );
  });
});
