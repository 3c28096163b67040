/**
 * A server build for tests (the contract of the shell's `dist/server/entry-server.js`: `render`):
 * the product's name from the backend, the request's locale, an inline script (with the nonce it is given, if any) — read
 * through the backend as the real one's loaders do.
 */
export const STAND_IN_ENTRY = `
export async function render({ url, payload, nonce, fetch }) {
  const requested = new URL(url);
  const id = /\\/products\\/(\\d+)/.exec(requested.pathname)?.[1];
  if (!id) return { kind: "page", status: 200, html: "<p>page</p>", head: { title: "", jsonLd: [] }, cacheable: true };
  const answer = await fetch(new URL("/ecommerce/api/snachoo/products/" + id, requested), {
    headers: { authorization: "Bearer " + payload.partner.access_token },
  });
  if (answer.status === 404) return { kind: "page", status: 404, html: "<p>gone</p>", head: { title: "", jsonLd: [] }, cacheable: true };
  const product = (await answer.json()).data;
  const lang = requested.pathname.startsWith("/ar/") ? "ar" : "en";
  return {
    kind: "page",
    status: 200,
    html: '<h1 lang="' + lang + '">' + product.name + '</h1><p>' + product.variants[0].stock + '</p><script' + (nonce ? ' nonce="' + nonce + '"' : '') + '>1</script>',
    head: { title: product.name, jsonLd: [] },
    cacheable: true,
  };
}
`;
