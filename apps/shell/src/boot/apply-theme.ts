// The partner's look applied by the browser, for a page whose head does not already carry it (the
// dev server's page, a test's fixture page). A module of its own, imported on demand: the API's
// pages have the theme in their head, so their first load never downloads this code.
export { applyPartnerTheme } from "@storefront/kit/theme";
