export * from "../error-messages";
export * from "./error-details";
export * from "./error-page";
export * from "./lazy-error-pages";
export * from "./main-landmark";
export * from "./not-found-illustration";
