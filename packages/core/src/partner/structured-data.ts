import type { WeeklyHours } from "../contracts/partner.js";

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** What a partner's structured data is built from (its contact details, in the page's language). */
export interface LocalBusinessInput {
  name: string;
  /** The page's own path (the contact page), resolved against the site by the head. */
  path: string;
  phone?: string | null;
  email?: string | null;
  /** The postal address as one line. */
  address?: string | null;
  mapUrl?: string | null;
  hours?: WeeklyHours | null;
}

/**
 * schema.org `LocalBusiness` JSON-LD of a partner: name, telephone, e-mail, address, map link and
 * `openingHoursSpecification` (one per period), each only when the partner has it.
 */
export function localBusinessJsonLd(input: LocalBusinessInput): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: input.name,
    url: input.path,
    ...(input.phone ? { telephone: input.phone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.address ? { address: { "@type": "PostalAddress", streetAddress: input.address } } : {}),
    ...(input.mapUrl ? { hasMap: input.mapUrl } : {}),
    ...(input.hours && input.hours.length > 0
      ? {
          openingHoursSpecification: input.hours.map((period) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `https://schema.org/${SCHEMA_DAYS[period.day - 1]}`,
            opens: period.opens,
            closes: period.closes,
          })),
        }
      : {}),
  };
}
