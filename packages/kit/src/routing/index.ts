export * from "./auth-bridge";
export * from "./context";
export * from "./guard";
export * from "./loader-context";
export * from "./locale-rewrite";
export * from "./prefetched";
export * from "./route-catalogs";
export * from "./switch-locale";
