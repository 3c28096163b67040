/** Longest slug produced, in code points; longer names are cut at this length. */
export const MAX_SLUG_LENGTH = 120;

/**
 * The product slug (spec §2): the lowercased name with every run of characters that are not
 * letters or digits replaced by one hyphen, and no hyphen at either end. Letters and digits of
 * every script are kept (Arabic names give Arabic slugs); accents and other combining marks are
 * dropped (`Café` → `cafe`, Arabic vowel marks removed), compatibility forms folded (`ﬁ` → `fi`).
 * Capped at `MAX_SLUG_LENGTH` code points. Idempotent; may be empty for a name without letters.
 */
export function productSlug(name: string): string {
  const folded = String(name)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC")
    .toLowerCase();
  const hyphenated = folded.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  const capped = Array.from(hyphenated).slice(0, MAX_SLUG_LENGTH).join("");
  return capped.replace(/-+$/g, "");
}
