/** The key of every wishlist write, to count pending changes. */
export const WISHLIST_MUTATION_KEY = ["wishlist", "update"] as const;
