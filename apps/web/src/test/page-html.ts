/** The page payload a served storefront page carries (the shell's `storefront-payload` script). */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
export function pagePayloadOf(html: string): any {
  const json = html.match(/<script id="storefront-payload" type="application\/json">(.*?)<\/script>/s)?.[1];
  if (!json) throw new Error("The page has no payload");
  return JSON.parse(json);
}
