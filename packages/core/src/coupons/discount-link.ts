/** The path of a discount link: `/discount/CODE` (the shop's own domain, as Shopify's are). */
export const DISCOUNT_LINK_PREFIX = "/discount/";

const CODE = /^[A-Z0-9][A-Z0-9_-]{0,39}$/;

/**
 * The coupon code a discount link carries: its path segment, URL-decoded, trimmed and upper-cased
 * (codes are case-insensitive); null when it cannot be a code (empty, over 40 characters, or
 * anything but letters, digits, `_` and `-`). The server still decides whether the code is valid.
 */
export function discountLinkCode(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const code = decoded.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
