export * from "./app-key";
export * from "./build-check";
export * from "./device-type";
export * from "./reload-guard";
