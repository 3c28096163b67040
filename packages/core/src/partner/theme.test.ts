import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { themeStyleSheet, themeVariables } from "./theme.js";

describe("themeVariables", () => {
  it("turns every key containing color into a variable, underscores to hyphens", () => {
    expect(
      themeVariables({
        primary_color: "#123456",
        header_bg_color: " rgb(0 0 0) ",
        colorAccent: "red",
        favicon: "/f.ico",
        display_type: "boxed",
      }),
    ).toEqual({ "--primary-color": "#123456", "--header-bg-color": "rgb(0 0 0)", "--colorAccent": "red" });
  });

  it("drops unsafe values and keys that are not plain names", () => {
    expect(
      themeVariables({
        primary_color: "red;}body{display:none",
        "bad key color": "red",
        "x}color": "red",
        text_color: 5 as unknown as string,
      }),
    ).toEqual({});
    expect(themeVariables(null)).toEqual({});
  });

  it("writes a style sheet", () => {
    expect(themeStyleSheet({ "--primary-color": "#123456", "--x": "red;}" })).toBe(
      ":root{--primary-color:#123456;}",
    );
  });

  test.prop([
    fc.dictionary(
      fc.string({ maxLength: 12 }).map((k) => `${k}color`),
      fc.string({ maxLength: 30 }),
    ),
  ])("never emits a style sheet that escapes its rule", (config) => {
    const css = themeStyleSheet(themeVariables(config));
    expect(css.startsWith(":root{")).toBe(true);
    expect(css.slice(6, -1)).not.toMatch(/[{}<\\]|\/\*|@import|url\(/i);
    expect(css.endsWith("}")).toBe(true);
  });
});
