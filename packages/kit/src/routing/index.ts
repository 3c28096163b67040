export * from "./auth-bridge";
export * from "./context";
export * from "./guard";
export * from "./locale-rewrite";
export * from "./switch-locale";
