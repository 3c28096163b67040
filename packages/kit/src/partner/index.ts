export * from "./partner-context";
