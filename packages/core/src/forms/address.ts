import type { z } from "zod/mini";
import { type Address, addressInputSchema } from "../contracts/api/account.js";

/** The address form's fields, as typed (checkout and account share one form). */
export interface AddressFormValues {
  label: string;
  name: string;
  countryCode: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
}

/** A text field of the address form. */
export type AddressField = Exclude<keyof AddressFormValues, "isDefault">;

/** The body of `createAddress` / `updateAddress`, as the form sends it. */
export type AddressBody = z.infer<typeof addressInputSchema> & { is_default: boolean };

/** Why a field is refused: empty, shorter or longer than allowed, or not in the expected format. */
export type AddressProblem =
  | { kind: "required" }
  | { kind: "too_short"; min: number }
  | { kind: "too_long"; max: number }
  | { kind: "invalid" };

/** The outcome of checking an address: the body to send, or a problem per field. */
export type AddressCheck =
  | { ok: true; body: AddressBody }
  | { ok: false; problems: Partial<Record<AddressField, AddressProblem>> };

/** An empty form; `country` prefilled when a page knows the likely country. */
export function emptyAddressForm(country = ""): AddressFormValues {
  return {
    label: "",
    name: "",
    countryCode: "",
    phone: "",
    line1: "",
    line2: "",
    city: "",
    region: "",
    postalCode: "",
    country,
    isDefault: false,
  };
}

/** The form values of a saved address (to edit it). */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    label: address.label ?? "",
    name: address.name,
    countryCode: address.country_code ?? "",
    phone: address.phone,
    line1: address.line1,
    line2: address.line2 ?? "",
    city: address.city,
    region: address.region ?? "",
    postalCode: address.postal_code ?? "",
    country: address.country,
    isDefault: address.is_default,
  };
}

/** Phone digits without spaces, dashes, dots or brackets (`050 000-0000` → `0500000000`). */
export function phoneDigits(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

const optional = (value: string) => (value.trim() === "" ? null : value.trim());

/** The body the form's values stand for: trimmed, empty optional fields null, phone digits only. */
export function addressBody(values: AddressFormValues): AddressBody {
  const countryCode = phoneDigits(values.countryCode);
  return {
    label: optional(values.label),
    name: values.name.trim(),
    phone: phoneDigits(values.phone),
    country_code: countryCode === "" ? null : countryCode.replace(/^\+/, ""),
    line1: values.line1.trim(),
    line2: optional(values.line2),
    city: values.city.trim(),
    region: optional(values.region),
    postal_code: optional(values.postalCode),
    country: values.country.trim(),
    is_default: values.isDefault,
  };
}

/** The form field of a body field (`postal_code` → `postalCode`). */
const FIELD_OF: Readonly<Record<string, AddressField>> = {
  label: "label",
  name: "name",
  phone: "phone",
  country_code: "countryCode",
  line1: "line1",
  line2: "line2",
  city: "city",
  region: "region",
  postal_code: "postalCode",
  country: "country",
};

/** A validation issue, from zod or from the API's 400 (`{ path: "body.postal_code" }`). */
export interface AddressIssue {
  path: readonly PropertyKey[] | string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
}

function problemOf(issue: AddressIssue, value: string): AddressProblem {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  if (issue.code === "too_small" && value.trim() === "") return { kind: "required" };
  if (issue.code === "too_small" && Number.isFinite(min)) return { kind: "too_short", min };
  if (issue.code === "too_big" && Number.isFinite(max)) return { kind: "too_long", max };
  // A format issue on an empty required field (the phone) is a missing value; the API's own issues
  // carry no code and read as "not valid".
  if (issue.code === "invalid_format" && value.trim() === "") return { kind: "required" };
  return { kind: "invalid" };
}

/**
 * The problem per form field of validation issues — zod's, or those of the API's 400 answer (paths
 * like `body.postal_code`) — the first issue of a field wins.
 */
export function addressProblems(
  issues: readonly AddressIssue[],
  values: AddressFormValues,
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String);
    const field = path.map((part) => FIELD_OF[part]).find((name) => name !== undefined);
    if (field && !problems[field]) problems[field] = problemOf(issue, values[field]);
  }
  return problems;
}

/**
 * Checks an address form with the API's own schema (`addressInputSchema`): the body to send, or a
 * problem per field — so the form refuses exactly what the server would, before sending.
 */
export function checkAddress(values: AddressFormValues): AddressCheck {
  const body = addressBody(values);
  const parsed = addressInputSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return { ok: false, problems: addressProblems(parsed.error.issues as readonly AddressIssue[], values) };
}
