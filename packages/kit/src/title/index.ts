export * from "./document-title";
