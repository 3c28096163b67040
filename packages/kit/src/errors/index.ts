export * from "./error-details";
export * from "./error-page";
export * from "./not-found-illustration";
export * from "./server-errors";
