import { describe, expect, it } from "vitest";
import { addressInputSchema } from "../contracts/api/account.js";
import { addressFormValues, addressProblems, checkAddress, emptyAddressForm } from "./address.js";

const filled = {
  ...emptyAddressForm("SA"),
  name: " Sara Al-Harbi ",
  countryCode: "+966",
  phone: "050 000-0222",
  line1: "Tahlia Street 9",
  city: "Jeddah",
};

describe("checkAddress", () => {
  it("gives the body the API takes: trimmed, phone digits, empty optional fields null", () => {
    const check = checkAddress(filled);
    expect(check).toEqual({
      ok: true,
      body: {
        label: null,
        name: "Sara Al-Harbi",
        phone: "0500000222",
        country_code: "966",
        line1: "Tahlia Street 9",
        line2: null,
        city: "Jeddah",
        region: null,
        postal_code: null,
        country: "SA",
        is_default: false,
      },
    });
    if (check.ok) expect(addressInputSchema.safeParse(check.body).success).toBe(true);
  });

  it("names a problem per field: required, too short, too long, or not in the format", () => {
    const check = checkAddress({
      ...emptyAddressForm(),
      label: "x".repeat(41),
      countryCode: "+99999",
      phone: "",
      postalCode: "12_34",
      country: "S",
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual({
      label: { kind: "too_long", max: 40 },
      name: { kind: "required" },
      countryCode: { kind: "invalid" },
      phone: { kind: "required" },
      line1: { kind: "required" },
      city: { kind: "required" },
      postalCode: { kind: "invalid" },
      country: { kind: "too_short", min: 2 },
    });
  });

  it("reads the API's 400 issues onto the same fields", () => {
    expect(
      addressProblems([{ path: "body.postal_code" }, { path: "body.city", code: "too_small" }], filled),
    ).toEqual({
      postalCode: { kind: "invalid" },
      city: { kind: "invalid" },
    });
  });

  it("edits a saved address as it was", () => {
    const saved = {
      _id: "1",
      label: "Home",
      name: "Sara",
      phone: "500000222",
      country_code: "966",
      line1: "King Fahd Road 1200",
      line2: null,
      city: "Riyadh",
      region: null,
      postal_code: "12345",
      country: "SA",
      is_default: true,
    };
    const values = addressFormValues(saved);
    expect(values).toMatchObject({ label: "Home", countryCode: "966", postalCode: "12345", isDefault: true });
    expect(checkAddress(values).ok).toBe(true);
  });
});
