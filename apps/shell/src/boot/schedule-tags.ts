import type { CmsConfig } from "@storefront/core/contracts/partner";

const TAG_KEYS = ["google_tag_manager_id", "googe_tag", "tiktok_pixel_code"] as const;

/**
 * Loads the partner's tags (GTM, Google tag, TikTok pixel) after the first paint. Their code is a
 * separate chunk, fetched only when the partner names a tag at all; kit validates each id and
 * injects nothing for a malformed one. Returns the function that cancels a pending load.
 */
export function scheduleTags(win: Window, cms: CmsConfig): () => void {
  if (!TAG_KEYS.some((key) => typeof cms[key] === "string" && cms[key].trim() !== "")) return () => {};
  let cancel: (() => void) | null = null;
  let cancelled = false;
  import("@storefront/kit/tags")
    .then(({ loadPartnerTags }) => {
      if (!cancelled) cancel = loadPartnerTags(win, cms);
    })
    .catch((error: unknown) => console.error("The partner's tags failed to load", error));
  return () => {
    cancelled = true;
    cancel?.();
  };
}
