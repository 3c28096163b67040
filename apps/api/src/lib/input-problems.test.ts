import { describe, expect, it } from "vitest";
import { inputProblem } from "./input-problems";

describe("inputProblem", () => {
  it("finds NUL characters in values and keys, with their path", () => {
    expect(inputProblem({ a: [{ note: "x\u0000y" }] }, "body")).toEqual({
      path: "body.a.0.note",
      message: "Text must not contain the NUL character",
    });
    expect(inputProblem({ "k\u0000": 1 }, "body")?.path).toBe("body.k\\u0000");
    expect(inputProblem({ a: ["fine", 1, null, { b: true }] }, "body")).toBeNull();
  });

  it("finds lone surrogates in values and keys, and lets surrogate pairs (emoji) through", () => {
    for (const text of ["\ud800", "a\ud800", "\udc00b", "\udc00\ud800"]) {
      expect(inputProblem({ details: { note: text } }, "body"), JSON.stringify(text)).toEqual({
        path: "body.details.note",
        message: "Text must be valid Unicode (a lone surrogate is not a character)",
      });
    }
    expect(inputProblem({ "k\ud800": 1 }, "body")?.path).toBe("body.k\\ud800");
    expect(inputProblem({ note: "😀 𝕳 مرحبا", "😀": "ok" }, "body")).toBeNull();
  });

  it("refuses nesting past 32 levels without exhausting the stack", () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem(deep, "body")?.message).toBe("Nested too deeply");
    let fine: unknown = "leaf";
    for (let i = 0; i < 10; i++) fine = { child: fine };
    expect(inputProblem(fine, "body")).toBeNull();
  });
});
