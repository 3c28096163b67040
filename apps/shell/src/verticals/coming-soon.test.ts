import { PARTNER_TYPES } from "@storefront/core/contracts/partner";
import { checkVertical } from "@storefront/kit/conformance";
import { describe, expect, it } from "vitest";
import comingSoon from "./coming-soon";
import { loadVertical, verticalRegistry } from "./registry";

describe("the verticals of the registry", () => {
  it("the 'coming soon' stand-in conforms to the vertical template, as a vertical would", async () => {
    const problems = await checkVertical(comingSoon, {
      from: import.meta.url,
      // It lives in the shell: only its own files are the vertical, and its one message is the shell's.
      files: ["src/verticals/coming-soon.ts", "src/verticals/coming-soon-page.tsx"],
      messages: { dir: "src/locales", loadedBy: "shell" },
    });
    expect(problems).toEqual([]);
  });

  it("maps every partner type to a vertical that serves it", async () => {
    expect(Object.keys(verticalRegistry).sort()).toEqual([...PARTNER_TYPES].sort());
    for (const type of PARTNER_TYPES) expect((await loadVertical(type)).partnerTypes, type).toContain(type);
  });
});
