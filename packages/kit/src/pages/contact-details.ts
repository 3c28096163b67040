import type { Partner, WeeklyHours } from "@storefront/core/contracts/partner";
import { isEmailAddress } from "@storefront/core/forms";
import { type Locale, localizedText } from "@storefront/core/locale";
import { addressLines, type PhoneContact, publishedContact, telHref } from "./published-contact";

/** The contact details a partner has published. Every field but the name may be absent. */
export interface ContactDetails {
  name: string;
  /** A valid e-mail address (shown with a mailto link). */
  email: string | null;
  /** A phone number as the partner wrote it, and its `tel:` form. */
  phone: PhoneContact | null;
  /** Postal address lines. */
  address: string[];
  /** Opening hours, as the partner wrote them in its CMS settings (free text). */
  openingHours: string | null;
  /** The weekly opening hours (`partner.opening_hours`), in the partner's time zone. */
  weeklyHours: WeeklyHours | null;
  /** A link to the store on a map (https only). */
  mapUrl: string | null;
  /** The store's public address (its host or URL), shown as text. */
  website: string | null;
}

/**
 * Contact keys a partner may also put in `cms_config` (its free-form CMS settings, where unknown
 * keys are kept), read when the partner's own `contact` lacks the field. Only what a partner
 * configured is shown — never invented, never a form that sends nowhere.
 */
export const CONTACT_CONFIG_KEYS = {
  email: ["contact_email", "email"],
  phone: ["contact_phone", "phone", "phone_number"],
  address: ["contact_address", "address"],
  openingHours: ["opening_hours", "working_hours"],
} as const;

const MAX_FIELD_LENGTH = 500;

function firstText(config: Readonly<Record<string, unknown>>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = config[key];
    if (typeof value === "string" && value.trim() !== "" && value.length <= MAX_FIELD_LENGTH) {
      return value.trim();
    }
  }
  return null;
}

/**
 * The contact details of a partner, from what it has published: its `contact` (the address in the
 * page's language), its weekly hours, else the contact keys of its CMS settings; its name in the
 * page's language and its site.
 */
export function contactDetails(partner: Partner, locale: Locale = "en"): ContactDetails {
  const config = partner.cms_config as Readonly<Record<string, unknown>>;
  const published = publishedContact(partner, locale);
  const email = published.email ?? firstText(config, CONTACT_CONFIG_KEYS.email);
  const configPhone = firstText(config, CONTACT_CONFIG_KEYS.phone);
  const configPhoneHref = configPhone ? telHref(configPhone) : null;
  const website = partner.snachoo_settings.url.trim();
  return {
    name: localizedText(partner.name, partner.name_lang, locale),
    // Core's one e-mail rule: a contact address the storefront would refuse in a form gets no mailto link.
    email: email && isEmailAddress(email) ? email : null,
    phone:
      published.phone ??
      (configPhone && configPhoneHref ? { display: configPhone, href: configPhoneHref } : null),
    address:
      published.address.length > 0
        ? published.address
        : addressLines(firstText(config, CONTACT_CONFIG_KEYS.address)),
    openingHours: firstText(config, CONTACT_CONFIG_KEYS.openingHours),
    weeklyHours: partner.opening_hours && partner.opening_hours.length > 0 ? partner.opening_hours : null,
    mapUrl: published.mapUrl,
    website: website !== "" && website.length <= MAX_FIELD_LENGTH ? website : null,
  };
}
