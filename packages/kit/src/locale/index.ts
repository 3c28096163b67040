export * from "./counts";
export * from "./initial-locale";
export * from "./label-overrides";
export * from "./locale-activator";
export * from "./locale-cookie";
export * from "./locale-switch";
export * from "./use-locale";
export * from "./use-localized";
