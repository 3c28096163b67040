import { addressInputSchema } from "@storefront/core/contracts/api/account";
import { describe, expect, it } from "vitest";
import {
  addressFormValues,
  avatarPath,
  changesLogin,
  emptyAddressForm,
  phoneDigits,
  validateAddress,
  validateProfile,
} from "./validation";

const filled = {
  ...emptyAddressForm,
  name: "Sara Al-Harbi",
  phone: "500000000",
  line1: "King Fahd Road 1200",
  city: "Riyadh",
  country: "SA",
};

describe("validateAddress", () => {
  it("accepts a complete address and gives a body the API's own schema accepts", () => {
    const result = validateAddress({ ...filled, countryCode: "+966", label: " Home ", postalCode: "12211" });
    expect(result).toEqual({
      ok: true,
      value: {
        label: "Home",
        name: "Sara Al-Harbi",
        phone: "500000000",
        country_code: "966",
        line1: "King Fahd Road 1200",
        line2: null,
        city: "Riyadh",
        region: null,
        postal_code: "12211",
        country: "SA",
        is_default: false,
      },
    });
    if (result.ok) expect(addressInputSchema.safeParse(result.value).success).toBe(true);
  });

  it("requires the name, phone, first line, city and country", () => {
    const result = validateAddress(emptyAddressForm);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(["city", "country", "line1", "name", "phone"]);
  });

  it("checks formats and lengths as the API does", () => {
    const result = validateAddress({
      ...filled,
      phone: "12ab",
      countryCode: "+12345",
      postalCode: "12_34",
      country: "S",
      label: "x".repeat(41),
      line2: "y".repeat(201),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([
        "country",
        "countryCode",
        "label",
        "line2",
        "phone",
        "postalCode",
      ]);
      expect(result.errors.phone?.message).toBe("Enter 5 to 15 digits");
      expect(result.errors.country?.message).toBe("Use at least {min} characters");
      expect(result.errors.country?.values).toEqual({ min: 2 });
    }
  });

  it("reads phone numbers written with spaces and dashes", () => {
    expect(phoneDigits("055 123-4567")).toBe("0551234567");
    const result = validateAddress({ ...filled, phone: "(055) 123 45 67" });
    expect(result.ok && result.value.phone).toBe("0551234567");
  });

  it("fills the form from a saved address", () => {
    const values = addressFormValues({
      _id: "2",
      label: null,
      name: "Sara",
      phone: "500000000",
      country_code: null,
      line1: "Olaya Street 45",
      line2: null,
      city: "Riyadh",
      region: null,
      postal_code: null,
      country: "SA",
      is_default: true,
    });
    expect(values).toMatchObject({ label: "", countryCode: "", line2: "", isDefault: true });
  });
});

describe("validateProfile", () => {
  const profile = {
    name: "Sara",
    lastName: "Al-Harbi",
    email: "demo@example.com",
    countryCode: "+966",
    phone: "500000000",
    avatar: "",
  };

  it("gives the update body", () => {
    expect(validateProfile(profile, { currentEmail: "demo@example.com" })).toEqual({
      ok: true,
      value: {
        name: "Sara",
        cust_last_name: "Al-Harbi",
        email: "demo@example.com",
        phone: "500000000",
        country_code_ph1: "966",
        avatar: null,
      },
    });
  });

  it("keeps an e-mail once given, and needs an e-mail or a phone", () => {
    const cleared = validateProfile({ ...profile, email: "" }, { currentEmail: "demo@example.com" });
    expect(!cleared.ok && cleared.errors.email?.message).toBe("Enter your e-mail address");
    const nothing = validateProfile({ ...profile, email: "", phone: "" }, { currentEmail: "" });
    expect(!nothing.ok && nothing.errors.email?.message).toBe("Enter an e-mail address or a phone number");
    const phoneOnly = validateProfile({ ...profile, email: "" }, { currentEmail: "" });
    expect(phoneOnly.ok && !("email" in phoneOnly.value)).toBe(true);
  });

  it("checks the e-mail, phone, country code and avatar", () => {
    const result = validateProfile(
      {
        ...profile,
        email: "not-an-email",
        phone: "12",
        countryCode: "",
        avatar: "https://evil.example/x.png",
      },
      { currentEmail: "demo@example.com", origin: "http://retail.localhost" },
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(["avatar", "countryCode", "email", "phone"]);
    const noCode = validateProfile({ ...profile, countryCode: "" }, { currentEmail: "demo@example.com" });
    expect(!noCode.ok && noCode.errors.countryCode?.message).toBe("Enter the country code of your phone");
  });
});

describe("validateProfile and the current password (issue 17)", () => {
  const profile = {
    name: "Sara",
    lastName: "",
    email: "demo@example.com",
    countryCode: "+966",
    phone: "500000000",
    avatar: "",
  };
  const saved = { currentEmail: "demo@example.com", currentPhone: "500000000" };

  it("asks for it when the e-mail or the phone changes, and sends it", () => {
    expect(changesLogin(profile, saved)).toBe(false);
    expect(changesLogin({ ...profile, name: "Sara A." }, saved)).toBe(false);
    expect(changesLogin({ ...profile, email: "DEMO@example.com " }, saved)).toBe(false);
    expect(changesLogin({ ...profile, phone: "0500000000" }, saved)).toBe(false);
    expect(changesLogin({ ...profile, email: "new@example.com" }, saved)).toBe(true);
    expect(changesLogin({ ...profile, phone: "511111111" }, saved)).toBe(true);
    const missing = validateProfile({ ...profile, email: "new@example.com" }, saved);
    expect(!missing.ok && missing.errors.currentPassword?.message).toBe(
      "Enter your current password to change your e-mail or phone",
    );
    const given = validateProfile(
      { ...profile, email: "new@example.com", currentPassword: "demo12345" },
      saved,
    );
    expect(given.ok && given.value.current_password).toBe("demo12345");
    const unchanged = validateProfile({ ...profile, currentPassword: "demo12345" }, saved);
    expect(unchanged.ok && "current_password" in unchanged.value).toBe(false);
  });

  it("does not ask a guest, who has no password", () => {
    const guest = validateProfile(
      { ...profile, email: "guest@example.com" },
      { ...saved, hasPassword: false },
    );
    expect(guest.ok).toBe(true);
  });
});

describe("avatarPath", () => {
  it("takes a picture path of the store, or a same-origin URL of one", () => {
    expect(avatarPath("/images/avatars/me.png")).toBe("/images/avatars/me.png");
    expect(avatarPath("http://retail.localhost/images/a.svg", "http://retail.localhost")).toBe(
      "/images/a.svg",
    );
    expect(avatarPath("  ")).toBeNull();
    expect(avatarPath("http://other.example/images/a.svg", "http://retail.localhost")).toBeUndefined();
    expect(avatarPath("javascript:alert(1)", "http://retail.localhost")).toBeUndefined();
    expect(avatarPath("/images/../secret.png")).toBeUndefined();
  });
});
