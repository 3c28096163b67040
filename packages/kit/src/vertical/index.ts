export * from "./define-vertical";
