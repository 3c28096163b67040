import { describe, expect, it } from "vitest";
import { fitTitle, renderSvg, wrapText } from "./svg";

const size = (width: number, height = width) => ({ width, height, quality: 80 });
/** The title lines a picture draws (the `tspan`s of its second `text`). */
const titleLines = (svg: string) =>
  [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);

describe("wrapText", () => {
  it("breaks between words, splits a word longer than a line, and cuts with an ellipsis", () => {
    expect(wrapText("Arabic Cookbook (e-book)", 10, 3)).toEqual(["Arabic", "Cookbook", "(e-book)"]);
    expect(wrapText("Supercalifragilistic", 8, 3)).toEqual(["Supercal", "ifragili", "stic"]);
    expect(wrapText("one two three four five six", 7, 2)).toEqual(["one two", "three…"]);
  });
});

describe("fitTitle", () => {
  it("keeps the size when the title fits, shrinks it before cutting", () => {
    expect(fitTitle("Tea", 300, 27, 3)).toEqual({ fontSize: 27, lines: ["Tea"] });
    const long = fitTitle("Arabic Cookbook (e-book) with a very long subtitle of its own", 300, 27, 2);
    expect(long.fontSize).toBeLessThan(27);
    expect(long.fontSize).toBeGreaterThanOrEqual(19);
    expect(long.lines.length).toBeLessThanOrEqual(2);
  });
});

describe("renderSvg", () => {
  it("writes a long name whole, over several lines, instead of clipping it", () => {
    const svg = renderSvg({ title: "Arabic Cookbook (e-book)", colour: "#123456", size: size(300) });
    expect(titleLines(svg).join(" ")).toBe("Arabic Cookbook (e-book)");
  });

  it("keeps every line inside the picture, even on a thumbnail", () => {
    for (const width of [64, 160, 300, 600]) {
      const svg = renderSvg({
        title: "Arabic Cookbook (e-book) deluxe edition",
        colour: "#123",
        size: size(width),
      });
      const fontSize = Number(/<text [^>]*font-size="(\d+)" fill="#ffffff">(?=<tspan)/.exec(svg)?.[1]);
      for (const line of titleLines(svg)) {
        expect(Array.from(line ?? "").length * fontSize * 0.58).toBeLessThanOrEqual(width * 0.9);
      }
    }
  });

  it("draws an Arabic name right to left, in its language", () => {
    const svg = renderSvg({ title: "كتاب الطبخ العربي", colour: "#123456", size: size(300), lang: "ar" });
    expect(svg).toContain('xml:lang="ar"');
    expect(svg).toMatch(/<text [^>]*direction="rtl"[^>]*><tspan/);
    expect(titleLines(svg).join(" ")).toBe("كتاب الطبخ العربي");
  });

  it("escapes what it writes", () => {
    const svg = renderSvg({ title: `<script>"x"</script>`, colour: "red;", size: size(300) });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain('fill="#64748b"');
  });
});
