/**
 * Serialises data for an inline `<script type="application/json">`. `<`, `>`, `&` and the line
 * separators are escaped so no partner-controlled string can close the script element or start
 * markup ("</script><script>…" stays inert text).
 */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data ?? null)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The element id the shell reads its boot payload from. */
export const PAYLOAD_ELEMENT_ID = "storefront-payload";

/** Puts the payload script and extra head markup into the built index.html at its placeholders. */
export function injectIntoHtml(template: string, parts: { payload: unknown; head?: string }): string {
  const script = `<script id="${PAYLOAD_ELEMENT_ID}" type="application/json">${serializeForScript(parts.payload)}</script>`;
  return template
    .replace("<!--storefront:head-->", parts.head ?? "")
    .replace("<!--storefront:payload-->", script);
}
