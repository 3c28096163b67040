import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, contrastRatio, parseColor } from "./contrast.js";
import { readableTheme } from "./readable-theme.js";
import { themeVariables } from "./theme.js";

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`);

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

describe("readableTheme", () => {
  it("keeps a theme that already reads exactly as given", () => {
    const theme = {
      "--primary-color": "#2563eb",
      "--header-color": "#ffffff",
      "--header-text-color": "#111827",
    };
    expect(readableTheme(theme)).toEqual(theme);
  });

  it("makes divine's gold and the park's green readable as text and under their buttons' text", () => {
    for (const primary of ["#ca8a04", "#16a34a"]) {
      const theme = themeVariables({ primary_color: primary, button_text_color: "#ffffff" });
      const adjusted = theme["--primary-color"]!;
      expect(ratio(adjusted, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(adjusted, theme["--primary-text-color"] ?? "#ffffff")).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
  });

  it("gives a light surface dark text and a dark one light text", () => {
    const theme = readableTheme({
      "--footer-color": "#fde68a",
      "--footer-text-color": "#ffffff",
      "--header-color": "#111827",
      "--secondary-color": "#1e293b",
    });
    expect(theme["--footer-text-color"]).toBe("#111827");
    expect(theme["--header-text-color"]).toBe("#ffffff");
    expect(theme["--secondary-text-color"]).toBe("#ffffff");
  });

  it("leaves colours it cannot read as the partner gave them", () => {
    expect(readableTheme({ "--primary-color": "gold", "--footer-color": "oklch(0.9 0.1 90)" })).toEqual({
      "--primary-color": "gold",
      "--footer-color": "oklch(0.9 0.1 90)",
    });
  });

  test.prop([hex, hex, hex, hex, hex, hex, hex])(
    "no partner colours make any text unreadable (AA on every surface, and the inks on the page)",
    (background, text, primary, primaryText, header, footer, footerText) => {
      const theme = readableTheme({
        "--background-color": background,
        "--text-color": text,
        "--primary-color": primary,
        "--primary-text-color": primaryText,
        "--header-color": header,
        "--footer-color": footer,
        "--footer-text-color": footerText,
      });
      const page = theme["--background-color"]!;
      expect(ratio(theme["--text-color"]!, page)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(theme["--primary-color"]!, page)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(theme["--primary-text-color"]!, theme["--primary-color"]!)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      const headerText = theme["--header-text-color"] ?? theme["--text-color"]!;
      expect(ratio(headerText, theme["--header-color"]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(ratio(theme["--footer-text-color"]!, theme["--footer-color"]!)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    },
  );
});
