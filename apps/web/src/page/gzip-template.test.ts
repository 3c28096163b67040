import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GzipTemplate } from "./gzip-template";

const HOLE = "ssr-nonce-PLACEHOLDER";
const page = (nonce: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"></head><body>` +
  `${"<p>Red apples, 2.50 SAR — تفاح أحمر</p>".repeat(300)}` +
  `<script nonce="${nonce}">window.$_TSR={}</script><script nonce="${nonce}">go()</script></body></html>`;

describe("GzipTemplate", () => {
  it("fills every hole with the response's value, as gunzip (which checks the CRC and length) reads it", () => {
    const template = new GzipTemplate(page(HOLE), HOLE);
    for (const nonce of ["t2KG9v3gKTQqGR5kqNE7RA==", "a", ""]) {
      expect(gunzipSync(template.fill(nonce)).toString()).toBe(page(nonce));
    }
  });

  it("is compressed as well as the page compressed whole, within a few bytes per hole", () => {
    const body = new GzipTemplate(page(HOLE), HOLE).fill("t2KG9v3gKTQqGR5kqNE7RA==");
    const whole = new GzipTemplate(page("t2KG9v3gKTQqGR5kqNE7RA=="), HOLE).fill("");
    expect(body.length).toBeLessThan(page(HOLE).length / 10);
    expect(body.length - whole.length).toBeLessThan(3 * 40);
  });

  it("reads back any text with holes anywhere, at its ends and side by side", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary", maxLength: 2_000 }), { minLength: 1, maxLength: 6 }),
        fc.string({ unit: "binary", maxLength: 40 }),
        (stretches, value) => {
          const text = stretches.join(HOLE);
          fc.pre(text.split(HOLE).length === stretches.length);
          const filled = gunzipSync(new GzipTemplate(text, HOLE).fill(value)).toString();
          expect(filled).toBe(stretches.join(value));
        },
      ),
    );
  });

  it("refuses a value too long for one stored block, and an empty hole marker", () => {
    const template = new GzipTemplate(page(HOLE), HOLE);
    expect(() => template.fill("x".repeat(70_000))).toThrow(/at most 65535 bytes/);
    expect(() => new GzipTemplate("text", "")).toThrow(/non-empty hole marker/);
  });
});
