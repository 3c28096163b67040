export * from "./define-vertical";
export * from "./route-paths";
