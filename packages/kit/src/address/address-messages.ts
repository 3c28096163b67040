import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AddressField, AddressProblem } from "@storefront/core/forms";

/** What to type in an empty required field. */
const REQUIRED: Partial<Record<AddressField, MessageDescriptor>> = {
  name: msg`Enter the recipient's name.`,
  phone: msg`Enter a phone number of 5 to 15 digits, without the country code.`,
  line1: msg`Enter the street and building.`,
  city: msg`Enter the city.`,
  country: msg`Enter the country.`,
};

/** How a field's value must look, when it does not. */
const FORMAT: Partial<Record<AddressField, MessageDescriptor>> = {
  phone: msg`Enter a phone number of 5 to 15 digits, without the country code.`,
  countryCode: msg`Enter a country code such as +966.`,
  postalCode: msg`Enter a postal code of letters, digits, spaces or dashes (at most 12).`,
};

/** The message of a field's problem (core's `checkAddress`), translated. */
export function addressProblemText(i18n: I18n, field: AddressField, problem: AddressProblem): string {
  switch (problem.kind) {
    case "required":
      return i18n._(REQUIRED[field] ?? msg`This field is required.`);
    case "too_short": {
      const min = problem.min;
      return i18n._(msg`Use at least ${min} characters.`);
    }
    case "too_long": {
      const max = problem.max;
      return i18n._(msg`Use at most ${max} characters.`);
    }
    default:
      return i18n._(FORMAT[field] ?? msg`Check this field.`);
  }
}
