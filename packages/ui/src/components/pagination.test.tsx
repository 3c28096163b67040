import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Direction } from "radix-ui";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

const labels = {
  label: "Pagination",
  previousLabel: "Previous",
  nextLabel: "Next",
  pageLabel: (n: number) => `Page ${n}`,
};

describe("Pagination", () => {
  it("renders links with a compact window and marks the current page", () => {
    render(<Pagination {...labels} page={6} pageCount={20} getHref={(p) => `/products?page=${p}`} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav.dataset.slot).toBe("pagination");
    const current = screen.getByRole("link", { name: "Page 6" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/products?page=6");
    expect(screen.getByRole("link", { name: "Page 5" }).hasAttribute("aria-current")).toBe(false);
    const pages = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(pages).toEqual(["Previous", "1", "5", "6", "7", "20", "Next"]);
    expect(nav.querySelectorAll("[data-slot=pagination-ellipsis]")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/products?page=7");
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination {...labels} page={1} pageCount={3} getHref={(p) => `?p=${p}`} />);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByText("Previous").closest("[aria-disabled=true]")).not.toBeNull();
    rerender(<Pagination {...labels} page={3} pageCount={3} getHref={(p) => `?p=${p}`} />);
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "Previous" })).not.toBeNull();
  });

  it("uses buttons with onPageChange", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination {...labels} page={2} pageCount={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole("button", { name: "Page 4" }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("renders a router link through renderLink", () => {
    render(
      <Pagination
        {...labels}
        page={1}
        pageCount={2}
        getHref={(p) => `/p/${p}`}
        renderLink={({ page, href, ...props }) => <a data-router-page={page} href={`#${href}`} {...props} />}
      />,
    );
    const link = screen.getByRole("link", { name: "Page 2" });
    expect(link.getAttribute("data-router-page")).toBe("2");
    expect(link.getAttribute("href")).toBe("#/p/2");
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination {...labels} page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe("");
  });

  it("mirrors its chevrons in RTL and formats page numbers", () => {
    const arabic = new Intl.NumberFormat("ar-EG");
    render(
      <Direction.Provider dir="rtl">
        <div dir="rtl">
          <Pagination
            {...labels}
            previousLabel="السابق"
            nextLabel="التالي"
            page={2}
            pageCount={3}
            formatPage={(n) => arabic.format(n)}
            onPageChange={() => {}}
          />
        </div>
      </Direction.Provider>,
    );
    for (const name of ["السابق", "التالي"]) {
      const icon = screen.getByRole("button", { name }).querySelector("svg");
      expect(icon?.getAttribute("class")).toContain("rtl:-scale-x-100");
    }
    expect(screen.getByRole("button", { name: "Page 2" }).textContent).toBe("٢");
    const nav = screen.getByRole("navigation");
    expect(nav.outerHTML).not.toMatch(/\b(ml|mr|pl|pr|left|right)-\d/);
  });
});
