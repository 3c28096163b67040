export * from "../error-messages";
export * from "./error-details";
export * from "./error-page";
export * from "./lazy-error-pages";
export * from "./not-found-illustration";
export * from "./main-landmark";
