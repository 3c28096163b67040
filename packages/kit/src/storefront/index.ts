/**
 * `@storefront/kit/storefront` — one storefront's state (store, query client, i18n, session,
 * router context, router), built the same way by the browser's mount, the server's render of a
 * request and a vertical's standalone app.
 * @module
 */
export {
  type CreateStorefrontOptions,
  createStorefront,
  type PreparedStorefront,
  prepareStorefront,
  type StorefrontRouterInit,
  type StorefrontState,
} from "./create-storefront";
