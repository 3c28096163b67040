import type { PagePayload } from "@storefront/core/contracts/page-payload";
import { injectPagePayload } from "@storefront/core/contracts/page-payload-script";

/** The placeholder of the shell's index.html that extra head markup replaces. */
const HEAD_PLACEHOLDER = "<!--storefront:head-->";

/**
 * Puts extra head markup and the page payload element (core's serializer) into the built
 * index.html at their placeholders. Both are inserted as they are: replacer functions, never
 * replacement strings, whose `$'`, `` $` `` and `$&` patterns partner text could hold.
 */
export function injectIntoHtml(template: string, parts: { payload: PagePayload; head?: string }): string {
  const head = parts.head ?? "";
  return injectPagePayload(
    template.replace(HEAD_PLACEHOLDER, () => head),
    parts.payload,
  );
}
