import { describe, expect, it } from "vitest";
import { displayLayout } from "./display-type.js";

describe("displayLayout", () => {
  it("boxes at 1170px, boxed-auto at most 1500px, else full width", () => {
    expect(displayLayout("boxed")).toEqual({ type: "boxed", widthPx: 1170, maxWidthPx: null });
    expect(displayLayout("boxed-auto")).toEqual({ type: "boxed-auto", widthPx: null, maxWidthPx: 1500 });
    expect(displayLayout("full")).toEqual({ type: "full", widthPx: null, maxWidthPx: null });
    expect(displayLayout("weird")).toEqual({ type: "full", widthPx: null, maxWidthPx: null });
  });
});
