import { ApiNetworkError, ApiStatusError, ApiTimeoutError } from "@storefront/core/api";
import { describe, expect, it } from "vitest";
import { SERVER_ERROR_MESSAGES, UNKNOWN_ERROR_MESSAGE, UNREACHABLE_MESSAGE } from "../errors";
import { authFailure, CHECK_FIELDS_MESSAGE } from "./server-errors";
import {
  isResetTokenShaped,
  loginBody,
  validationMessages as m,
  signupBody,
  validateLogin,
  validateReset,
  validateSignup,
} from "./validation";

const login = { method: "email" as const, email: "", countryCode: "+966", phone: "", password: "" };
const signup = {
  name: "Sara",
  lastName: "",
  email: "sara@example.com",
  countryCode: "+966",
  phone: "",
  password: "long-enough",
  confirm: "long-enough",
};

describe("login rules", () => {
  it("needs an e-mail in its format, or a phone of 5–15 digits with a country code, and a password", () => {
    expect(validateLogin(login)).toEqual({ email: m.emailRequired, password: m.passwordRequired });
    expect(validateLogin({ ...login, email: "a@b", password: "x" })).toEqual({ email: m.emailInvalid });
    expect(validateLogin({ ...login, email: " demo@example.com ", password: "x" })).toEqual({});
    const byPhone = { ...login, method: "phone" as const, password: "x" };
    expect(validateLogin(byPhone)).toEqual({ phone: m.phoneRequired });
    expect(validateLogin({ ...byPhone, phone: "12ab", countryCode: "" })).toEqual({
      phone: m.phoneInvalid,
      countryCode: m.countryCodeRequired,
    });
    expect(validateLogin({ ...byPhone, phone: "500 000-001", countryCode: "++966" })).toEqual({
      countryCode: m.countryCodeInvalid,
    });
    expect(validateLogin({ ...byPhone, phone: "(500) 000-001" })).toEqual({});
  });

  it("builds the body the API expects", () => {
    expect(loginBody({ ...login, email: " demo@example.com ", password: "p" })).toEqual({
      email: "demo@example.com",
      password: "p",
    });
    expect(loginBody({ ...login, method: "phone", phone: "500 000 001", password: "p" })).toEqual({
      phone: "500000001",
      country_code: "+966",
      password: "p",
    });
  });
});

describe("sign-up rules", () => {
  it("accepts an e-mail, a phone or both", () => {
    expect(validateSignup(signup)).toEqual({});
    expect(validateSignup({ ...signup, email: "", phone: "500000002" })).toEqual({});
    expect(validateSignup({ ...signup, email: "", phone: "" })).toEqual({ email: m.emailOrPhoneRequired });
  });

  it("checks the name, password length and confirmation", () => {
    expect(validateSignup({ ...signup, name: "  ", password: "1234567", confirm: "1234567" })).toEqual({
      name: m.nameRequired,
      password: m.passwordTooShort,
    });
    expect(validateSignup({ ...signup, confirm: "" })).toEqual({ confirm: m.confirmRequired });
    expect(validateSignup({ ...signup, confirm: "long-enougH" })).toEqual({ confirm: m.confirmMismatch });
    expect(validateSignup({ ...signup, password: "x".repeat(201), confirm: "x".repeat(201) })).toEqual({
      password: m.passwordTooLong,
    });
  });

  it("builds the body without empty optional fields", () => {
    expect(signupBody({ ...signup, lastName: " Haddad " })).toEqual({
      name: "Sara",
      last_name: "Haddad",
      email: "sara@example.com",
      password: "long-enough",
    });
    expect(signupBody({ ...signup, email: "", phone: "500-000-002" })).toEqual({
      name: "Sara",
      phone: "500000002",
      country_code: "+966",
      password: "long-enough",
    });
  });
});

describe("reset rules", () => {
  it("checks the new password and the token's shape", () => {
    expect(validateReset({ password: "", confirm: "" })).toEqual({
      password: m.passwordRequired,
      confirm: m.confirmRequired,
    });
    expect(validateReset({ password: "new-password", confirm: "new-password" })).toEqual({});
    // Blank, repeated and common passwords are refused before the server does (issue 17).
    for (const guessable of ["        ", "12345678", "aaaaaaaaa", "Password1"]) {
      expect(validateReset({ password: guessable, confirm: guessable }).password).toBe(m.passwordGuessable);
      expect(validateSignup({ ...signup, password: guessable, confirm: guessable }).password).toBe(
        m.passwordGuessable,
      );
    }
    expect(isResetTokenShaped("a".repeat(43))).toBe(true);
    for (const bad of [undefined, "", "short", "has spaces in it and is long", `${"a".repeat(20)}/`]) {
      expect(isResetTokenShaped(bad)).toBe(false);
    }
  });
});

describe("server answers", () => {
  const request = { method: "POST", url: "http://x/ecommerce/api/snachoo/login" };
  const status = (code: string, httpStatus = 400, issues: { path: string; message: string }[] = []) =>
    new ApiStatusError(request, { status: httpStatus, code, msg: code, issues });

  it("maps the known codes to translated messages, a taken e-mail or phone onto its field", () => {
    const text = (failure: { form?: { message?: string } }) => failure.form?.message;
    expect(authFailure(status("invalid_credentials", 401)).form).toBe(
      SERVER_ERROR_MESSAGES.invalid_credentials,
    );
    expect(authFailure(status("too_many_attempts", 429)).form).toBe(SERVER_ERROR_MESSAGES.too_many_attempts);
    expect(authFailure(status("invalid_reset_token")).form).toBe(SERVER_ERROR_MESSAGES.invalid_reset_token);
    const taken = authFailure(status("email_taken", 409), { email: "email" });
    expect(taken.form).toBeUndefined();
    expect(taken.fields.email?.message).toBe(
      "An account with this e-mail address already exists. Log in instead.",
    );
    expect(text(authFailure(status("email_taken", 409)))).toBe(
      "An account with this e-mail address already exists. Log in instead.",
    );
    expect(authFailure(status("phone_taken", 409), { phone: "phone" }).fields.phone?.message).toBe(
      "An account with this phone number already exists. Log in instead.",
    );
    expect(
      authFailure(status("validation_failed", 400, [{ path: "body.email", message: "Invalid email" }]), {
        email: "email",
      }),
    ).toEqual({ form: CHECK_FIELDS_MESSAGE, fields: { email: m.emailInvalid } });
    expect(authFailure(status("internal_error", 500)).form).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(authFailure(new ApiNetworkError("offline", request)).form).toBe(UNREACHABLE_MESSAGE);
    expect(authFailure(new ApiTimeoutError(request, 30_000)).form).toBe(UNREACHABLE_MESSAGE);
    expect(authFailure(new Error("boom")).form).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});
