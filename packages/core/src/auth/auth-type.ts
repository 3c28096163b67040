/** The auth dialog's modes (spec §4). */
export const AUTH_TYPES = ["login", "signup", "guest-login", "forgot-password"] as const;

/** One of the auth dialog's modes. */
export type AuthType = (typeof AUTH_TYPES)[number];

/** The default auth dialog mode. */
export const DEFAULT_AUTH_TYPE: AuthType = "login";

/** Normalises any value to an auth type (spec §4): a known mode stays, anything else is login. */
export function normalizeAuthType(value: unknown): AuthType {
  return typeof value === "string" && (AUTH_TYPES as readonly string[]).includes(value)
    ? (value as AuthType)
    : DEFAULT_AUTH_TYPE;
}
