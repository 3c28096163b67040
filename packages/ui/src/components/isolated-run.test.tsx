import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IsolatedRun } from "./isolated-run";

describe("IsolatedRun", () => {
  it("puts the run in a <bdi> and leaves the text unchanged", () => {
    const { container } = render(
      <h1 dir="rtl">
        <IsolatedRun text="الصفحة غير موجودة: /ar/x" run="/ar/x" dir="ltr" />
      </h1>,
    );
    const heading = container.querySelector("h1");
    expect(heading?.textContent).toBe("الصفحة غير موجودة: /ar/x");
    const run = heading?.querySelector("bdi");
    expect(run?.textContent).toBe("/ar/x");
    expect(run?.getAttribute("dir")).toBe("ltr");
    expect(heading?.firstChild?.textContent).toBe("الصفحة غير موجودة: ");
  });

  it("lets a run of unknown direction decide its own (no dir attribute), around its last occurrence", () => {
    const { container } = render(<IsolatedRun text="“/x” results for “/x”" run="/x" />);
    const run = container.querySelector("bdi");
    expect(run?.hasAttribute("dir")).toBe(false);
    expect(container.textContent).toBe("“/x” results for “/x”");
    expect(run?.previousSibling?.textContent).toBe("“/x” results for “");
  });

  it("is the plain text without a run, or when the text does not hold it", () => {
    expect(render(<IsolatedRun text="All products" />).container.innerHTML).toBe("All products");
    expect(render(<IsolatedRun text="All products" run="apple" />).container.innerHTML).toBe("All products");
  });
});
