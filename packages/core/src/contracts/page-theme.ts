/**
 * The attribute on every element the partner's theme adds to a page's head: the API writes it in
 * the server's HTML, kit's `applyPartnerTheme` on the elements it adds (so a re-apply replaces them).
 */
export const PARTNER_THEME_ATTRIBUTE = "data-partner-theme";

/**
 * The style element of the partner's CSS variables in the API's HTML. A page that has it carries
 * the whole theme (variables, partner CSS, icon): the browser's mount does not apply it again, nor
 * download the code that would (decision 0031's first-load trim).
 */
export const SERVER_THEME_SELECTOR = `style[${PARTNER_THEME_ATTRIBUTE}="variables"]`;
