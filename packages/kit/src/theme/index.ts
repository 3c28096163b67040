export * from "./apply-partner-theme";
export * from "./display-container";
export * from "./dom-theme";
