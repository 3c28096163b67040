import { PAGE_PAYLOAD_PLACEHOLDER } from "@storefront/core/contracts/page-payload-script";
import { describe, expect, it } from "vitest";
import { withTitle } from "./head";
import { injectIntoHtml } from "./html-payload";

const partner = {
  business_id: 1,
  access_token: "tok",
  name: "Demo",
  snachoo_settings: { type: "retail" as const, url: "retail.localhost" },
  pages: [],
  cms_config: {},
};
const template = `<head><title>Storefront</title><!--storefront:head--></head><body>${PAGE_PAYLOAD_PLACEHOLDER}</body>`;

describe("injectIntoHtml", () => {
  it("fills both placeholders", () => {
    const html = injectIntoHtml(template, {
      payload: { partner, user: null },
      head: '<link rel="icon" href="/x.png">',
    });
    expect(html).toContain('<link rel="icon" href="/x.png">');
    expect(html).toContain(
      `<script id="storefront-payload" type="application/json">${JSON.stringify({ partner, user: null })}</script>`,
    );
  });

  it("keeps partner text with replacement patterns as it is, in the payload and the title (issue 17)", () => {
    const name = "Tom $' & Jerry $` $& $$ $1";
    const html = withTitle(
      injectIntoHtml(template, { payload: { partner: { ...partner, name }, user: null } }),
      name,
    );
    expect(html).toContain("<title>Tom $&apos; &amp; Jerry $` $&amp; $$ $1</title>");
    const json = /type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json).partner.name).toBe(name);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});
