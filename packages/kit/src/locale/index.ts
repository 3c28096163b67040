export * from "./counts";
export * from "./initial-locale";
export * from "./locale-activator";
export * from "./locale-cookie";
export * from "./locale-switch";
export * from "./partner-labels";
export * from "./use-locale";
export * from "./use-localized";
