export * from "./app-key";
export * from "./build-check";
export * from "./device-type";
export * from "./hydrate-apart";
export * from "./hydrated";
export * from "./lazy-component";
export * from "./lazy-module";
export * from "./reload-guard";
