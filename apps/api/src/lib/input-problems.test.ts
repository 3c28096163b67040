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

  it("refuses nesting past 32 levels without exhausting the stack", () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem(deep, "body")?.message).toBe("Nested too deeply");
    let fine: unknown = "leaf";
    for (let i = 0; i < 10; i++) fine = { child: fine };
    expect(inputProblem(fine, "body")).toBeNull();
  });
});
