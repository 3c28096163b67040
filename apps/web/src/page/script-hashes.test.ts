import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser runs, once, over its exact text", () => {
    const html =
      `<script>window.$_TSR={a:"&amp;"}</script><script type="module" data-entry="/x.js">import("/x.js")</script>` +
      `<script>window.$_TSR={a:"&amp;"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf('window.$_TSR={a:"&amp;"}'), hashOf('import("/x.js")')]);
  });

  it("leaves out scripts loaded from a URL and data blocks", () => {
    const html =
      `<script type="module" crossorigin src="/assets/index.js"></script>` +
      `<script id="storefront-payload" type="application/json">{"a":1}</script>` +
      `<script type="application/ld+json">{"@type":"Product"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
