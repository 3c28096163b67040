export * from "./partner-context";
export * from "./use-partner-name";
