/**
 * The attribute that names the build's entry chunk on the inline script that starts a
 * server-rendered page after its first paint (the API writes it; decision 0030). Such a page has no
 * module script in its HTML, so kit's hourly build check reads the entry from this attribute.
 */
export const ENTRY_ATTRIBUTE = "data-storefront-entry";
