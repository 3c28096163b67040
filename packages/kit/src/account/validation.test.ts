import { describe, expect, it } from "vitest";
import { avatarPath, changesLogin, validateProfile } from "./validation";

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
    // The e-mail rule is sign-up's: an address the old profile rule let through is refused.
    const sloppy = validateProfile({ ...profile, email: "sara@example.c" }, { currentEmail: "" });
    expect(!sloppy.ok && sloppy.errors.email?.message).toBe("Enter a valid e-mail address");
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
