import type { Partner } from "@storefront/core/contracts/partner";
import { type Locale, localizedText } from "@storefront/core/locale";

/** A phone number as written, and its `tel:` link. */
export interface PhoneContact {
  display: string;
  href: string;
}

/** The contact a partner published in its `contact` (the server checked it with the contract). */
export interface PublishedContact {
  email: string | null;
  phone: PhoneContact | null;
  /** The postal address in the page's language, one line per part. */
  address: string[];
  mapUrl: string | null;
}

const PHONE = /^\+?[\d\s().-]{5,30}$/;

/** A `tel:` URI for a phone number (digits and a leading +), or null when it is not one. */
export function telHref(phone: string): string | null {
  if (!PHONE.test(phone)) return null;
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace(/\D/g, "").length >= 5 ? `tel:${digits}` : null;
}

const given = (value: string | undefined | null) => (value && value.trim() !== "" ? value.trim() : null);

/** Address text as lines: new lines and semicolons separate them. */
export function addressLines(text: string | null): string[] {
  return text
    ? text
        .split(/\r?\n|\s*;\s*/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

/**
 * What the footer shows of the partner's contact: its `contact` only, read without zod (the footer
 * is on every first load; the payload's contract already checked the e-mail address). The contact
 * page adds the free-form CMS keys (`contactDetails`).
 */
export function publishedContact(partner: Partner, locale: Locale): PublishedContact {
  const contact = partner.contact ?? {};
  const phone = given(contact.phone);
  const phoneHref = phone ? telHref(phone) : null;
  const mapUrl = given(contact.map_url);
  return {
    email: given(contact.email),
    phone: phone && phoneHref ? { display: phone, href: phoneHref } : null,
    address: addressLines(
      given(contact.address ? localizedText(contact.address, contact.address_lang, locale) : null),
    ),
    mapUrl: mapUrl && /^https:\/\//.test(mapUrl) ? mapUrl : null,
  };
}
