/**
 * What the stub backend sells over HTTP (`stub-backend-server.ts`), and what the e2e suite expects
 * to see: names no reference seed has, so a page showing them was rendered from the stub's answers.
 * Plain data, so the suite reads it without loading the stub.
 */
export const STUB_CATALOGUE = {
  lantern: { id: 1, slug: "stub-lantern", name: { en: "Stub Lantern", ar: "فانوس" }, price: 42.5 },
  compass: { id: 2, slug: "stub-compass", name: { en: "Stub Compass", ar: "بوصلة" }, price: 17 },
} as const;
