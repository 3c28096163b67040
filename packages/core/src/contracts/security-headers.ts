/**
 * Headers every answer of the storefront's servers carries, the API's and the storefront server's
 * alike: no MIME sniffing, no full referrer to other origins, no framing by other sites, no powerful
 * features but those the checkout and the store finder use, and a window of its own.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), payment=(self), geolocation=(self), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
