import { z } from "zod/mini";
import { businessOverridesPayloadSchema } from "./business-overrides.js";
import { currencySchema, DEFAULT_CURRENCY } from "./currency.js";

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

/**
 * The partner as it arrives in the page payload and from the partner lookup (spec §3).
 * `access_token` is null for an unknown host: the shell then shows /partner-not-found.
 */
export const partnerSchema = z.object({
  business_id: z.union([z.number(), z.string()]),
  access_token: z.nullable(z.string()),
  /** The brand name used in page titles. */
  name: z.string(),
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
