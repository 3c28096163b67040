/**
 * `@storefront/kit/account` — the account area (spec §2 `/account`): its route factory, layout and
 * pages, and the query options of the customer's data.
 * @module
 */
export { type AccountLoaderContext, accountLoaderContext, useAccountApi } from "./account-api";
export { AccountLayout, type AccountLayoutProps, AccountNav } from "./account-layout";
export { type AccountFormat, createAccountFormat, useAccountFormat } from "./format";
export { type AccountNavItem, type AccountNavKey, accountNavItems, activeNavKey } from "./nav";
export {
  ACCOUNT_PAGE_SIZE,
  type AccountApi,
  type Appointment,
  accountInvalidation,
  accountKey,
  accountQueries,
  type EndpointData,
  type OrderDetail,
  type OrderSummary,
  type Profile,
  type ReturnDetail,
  type ReturnSummary,
  type Statement,
  type StatementRange,
} from "./queries";
export { reorderLines } from "./reorder";
export { createAccountRoutes } from "./routes";
export { statementTotals } from "./statement";
export { storedUserWithProfile, syncStoredUser } from "./sync-stored-user";
export { validateProfile } from "./validation";
