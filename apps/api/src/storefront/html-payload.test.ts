import { describe, expect, it } from "vitest";
import { injectIntoHtml, serializeForScript } from "./html-payload";

describe("serializeForScript", () => {
  it("cannot be broken out of by a hostile string", () => {
    const out = serializeForScript({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("injectIntoHtml", () => {
  it("fills both placeholders", () => {
    const html = injectIntoHtml("<head><!--storefront:head--></head><body><!--storefront:payload--></body>", {
      payload: { partner: { business_id: 1 } },
      head: '<link rel="icon" href="/x.png">',
    });
    expect(html).toContain('<link rel="icon" href="/x.png">');
    expect(html).toContain(
      '<script id="storefront-payload" type="application/json">{"partner":{"business_id":1}}</script>',
    );
  });
});
