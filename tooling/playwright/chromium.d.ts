/** Debian's Chromium, or `CHROMIUM_PATH`. */
export const chromiumPath: string;
/** Flags for a sandbox-less, offline Chromium (no background network, no GPU). */
export const chromiumArgs: string[];
