import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isSafeCssColor } from "./css-color.js";

describe("isSafeCssColor", () => {
  it("accepts hex, named colours and colour functions", () => {
    for (const color of [
      "#fff",
      "#FFFA",
      "#123456",
      "#12345678",
      "red",
      "RebeccaPurple",
      "transparent",
      "rgb(1, 2, 3)",
      "rgba(1,2,3,.5)",
      "rgb(1 2 3 / 50%)",
      "hsl(210deg 40% 50%)",
      "hsla(210, 40%, 50%, 0.3)",
      "oklch(0.7 0.1 200)",
      "oklab(0.5 -0.1 0.1 / 0.5)",
      "lch(50% 30 none)",
      " #abc ",
    ]) {
      expect(isSafeCssColor(color), color).toBe(true);
    }
  });

  it("refuses anything that could break out of a declaration or load something", () => {
    for (const value of [
      "red;}body{display:none",
      "red; background: url(x)",
      "{",
      "}",
      "</style><script>",
      "\\72 ed",
      "url(https://evil/x.png)",
      "expression(alert(1))",
      "@import 'x'",
      "/* */red",
      "red\nblue",
      "var(--x)",
      "rgb(1,2,3);x",
      "rgb(1,2,3))",
      "#12",
      "#ggg",
      "notacolor",
      "",
      `rgb(${"1".repeat(80)},1,1)`,
      12,
      null,
    ]) {
      expect(isSafeCssColor(value), String(value)).toBe(false);
    }
  });

  const dangerous = fc.constantFrom(
    ";",
    "{",
    "}",
    "<",
    "\\",
    "url(",
    "expression(",
    "@import",
    "/*",
    "\n",
    "\r",
    '"',
    "'",
  );
  test.prop([fc.string({ maxLength: 20 }), dangerous, fc.string({ maxLength: 20 })])(
    "never accepts a value containing a dangerous sequence",
    (before, bad, after) => {
      expect(isSafeCssColor(`${before}${bad}${after}`)).toBe(false);
    },
  );
});
