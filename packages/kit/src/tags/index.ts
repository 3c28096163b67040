export * from "./after-first-paint";
export * from "./loaders";
