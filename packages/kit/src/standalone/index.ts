/**
 * `@storefront/kit/standalone` — a vertical as its own app: `mountVertical(vertical)` does what
 * the storefront's shell does for one vertical (partner, locale, per-mount state, theme, router,
 * first render), and its parts for an app that mounts differently.
 * @module
 */
export { type MountedVertical, type MountVerticalOptions, mountVertical } from "./mount-vertical";
export {
  fetchPartnerPayload,
  loadStandalonePayload,
  type PartnerSource,
  readPagePayload,
  type StandalonePayload,
} from "./page-payload";
export { createVerticalRouteTree, type VerticalRouteTreeOptions } from "./route-tree";
export { StandaloneApp, type StandaloneAppProps } from "./standalone-app";
