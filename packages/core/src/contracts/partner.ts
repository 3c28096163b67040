import { z } from "zod/mini";
import { emailSchema } from "../forms/email.js";
import { businessOverridesPayloadSchema } from "./business-overrides.js";
import { currencySchema, DEFAULT_CURRENCY } from "./currency.js";
import { localizedTextSchema } from "./localized-text.js";

/** The partner types the shell knows how to mount (spec §1). */
export const PARTNER_TYPES = ["retail", "restaurant", "divine", "salon", "hospital", "snachoo"] as const;

/** One of the partner types; a new one fails to compile until the shell's registry maps it. */
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Partner type schema. */
export const partnerTypeSchema = z.enum(PARTNER_TYPES);

/** Display types of the content area (spec §3, §9): boxed = 1170px, boxed-auto = max 1500px. */
export const displayTypeSchema = z.enum(["full", "boxed", "boxed-auto"]);

/**
 * Partner CMS configuration (spec §3). Every key containing "color" is a theme colour; unknown
 * keys are kept (partners add colours freely) and every value is an optional string.
 */
export const cmsConfigSchema = z.catchall(
  z.object({
    favicon: z.optional(z.string()),
    common_css: z.optional(z.string()),
    app_css: z.optional(z.string()),
    google_site_verification: z.optional(z.string()),
    display_type: z.optional(z.catch(displayTypeSchema, "full")),
    google_tag_manager_id: z.optional(z.string()),
    /** A Google tag id; the key is spelled so in the source system. */
    googe_tag: z.optional(z.string()),
    tiktok_pixel_code: z.optional(z.string()),
    /** A JSON string with extra site settings, e.g. `{"popup_age_verify":true}`. */
    site_config: z.optional(z.string()),
  }),
  z.unknown(),
);

/** Partner settings (spec §3): type, public url, adventure-park flag, logo, sugar checkout flag. */
export const snachooSettingsSchema = z.object({
  type: partnerTypeSchema,
  url: z.string(),
  is_adventure_park: z.optional(z.boolean()),
  ecom_logo: z.optional(z.string()),
  /** Restaurant partners with the "sugar" checkout variant (spec §1). */
  isSugar: z.optional(z.boolean()),
});

/** A time of day, `HH:MM` on a 24-hour clock (`24:00` ends a day). */
export const clockTimeSchema = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/));

/**
 * A week of opening periods in the partner's time zone: each period a day (1 = Monday … 7 =
 * Sunday, spec §3's weekday numbers), when it opens and when it closes — a close at or before the
 * opening runs past midnight (18:00–02:00). A day without a period is closed.
 */
export const weeklyHoursSchema = z
  .array(
    z.object({
      day: z.number().check(z.int(), z.gte(1), z.lte(7)),
      opens: clockTimeSchema,
      closes: clockTimeSchema,
    }),
  )
  .check(z.maxLength(28));

/** Weekly hours. */
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/**
 * How shoppers reach the partner, each part only when the partner gave it: a phone number as it is
 * dialled, an e-mail address, the postal address (and its translations), a link to the place on a
 * map (https).
 */
export const partnerContactSchema = z.object({
  phone: z.optional(z.string().check(z.minLength(5), z.maxLength(30))),
  /** The storefront's e-mail rule (`emailSchema`): a reader may trust it as an address. */
  email: z.optional(emailSchema),
  address: z.optional(z.string().check(z.maxLength(300))),
  address_lang: z.optional(localizedTextSchema),
  map_url: z.optional(z.string().check(z.regex(/^https:\/\//), z.maxLength(500))),
});

/** A partner's contact details. */
export type PartnerContact = z.infer<typeof partnerContactSchema>;

/**
 * The partner as it arrives in the page payload and from the partner lookup (spec §3).
 * `access_token` is null for an unknown host: the shell then shows /partner-not-found.
 */
export const partnerSchema = z.object({
  business_id: z.union([z.number(), z.string()]),
  access_token: z.nullable(z.string()),
  /** The brand name used in page titles. */
  name: z.string(),
  /** The brand name in each language (`{ en, ar }`); `name` where a language has none. */
  name_lang: z.optional(localizedTextSchema),
  /** How shoppers reach the partner (the contact page, the footer, the page's JSON-LD). */
  contact: z.optional(partnerContactSchema),
  /** When the partner is open, in its time zone. */
  opening_hours: z.optional(weeklyHoursSchema),
  /** When it takes orders online (a restaurant's kitchen hours), if not all its opening hours. */
  ordering_hours: z.optional(weeklyHoursSchema),
  /** Host-name slug of the demo partner (`retail` in retail.localhost). */
  slug: z.optional(z.string()),
  /** The partner-facing brand variant changes the title suffix and the favicon (spec §1). */
  brand_variant: z.optional(z.enum(["storefront", "partner"])),
  /** Locale the root path redirects to, when configured (spec §2). */
  root_redirect_locale: z.optional(z.nullable(z.enum(["en", "ar"]))),
  snachoo_settings: snachooSettingsSchema,
  /** Names of the partner's extra pages, served at `/{pageName}`. */
  pages: z.array(z.string()),
  cms_config: cmsConfigSchema,
  /**
   * The IANA time zone the partner works in (`Asia/Riyadh`): its opening hours, bookable slots and
   * appointments are in it, whatever the visitor's own zone. UTC when not sent.
   */
  time_zone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The currency every price of this partner is in; SAR with 2 digits when not sent. */
  currency: z._default(currencySchema, () => ({ ...DEFAULT_CURRENCY })),
  /**
   * What this business changes of its partner type's storefront (spec §1: "some partners are
   * singled out by business identifier"): hidden routes, link labels, the home's sections
   * (`businessOverridesSchema`, decision 0027). Read leniently: a malformed field is dropped, never
   * the partner; the server sends only overrides that pass the strict schema.
   */
  business_overrides: z.optional(businessOverridesPayloadSchema),
});

/** A partner (spec §3), as parsed: `currency` is always set. */
export type Partner = z.infer<typeof partnerSchema>;
/** A partner as sent (the payload may omit `currency`). */
export type PartnerInput = z.input<typeof partnerSchema>;
/** A partner's CMS configuration. */
export type CmsConfig = z.infer<typeof cmsConfigSchema>;
/** A display type. */
export type DisplayType = z.infer<typeof displayTypeSchema>;
