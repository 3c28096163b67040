import { ChevronLeftIcon, ChevronRightIcon, EllipsisIcon } from "lucide-react";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { cn } from "../lib/cn";
import { getPageWindow } from "../lib/page-window";
import { buttonVariants } from "./button";

export { getPageWindow, type PageWindowItem, type PageWindowOptions } from "../lib/page-window";

/** What `renderLink` receives: spread it onto your router's link (map `href`/`page` to its `to`/`search`). */
export type PaginationRenderLinkProps = {
  page: number;
  href: string;
  className: string;
  children: ReactNode;
  "data-slot": string;
  "aria-label"?: string;
  "aria-current"?: "page";
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

type PaginationNavigation =
  | {
      /** Link mode: the URL of a page. */
      getHref: (page: number) => string;
      /** Renders a link (default `<a>`); use it to render a router `Link`. */
      renderLink?: (props: PaginationRenderLinkProps) => ReactNode;
      /** Also called when a page link is clicked (e.g. to scroll up). */
      onPageChange?: (page: number) => void;
    }
  | {
      /** Button mode: called with the page to go to. */
      onPageChange: (page: number) => void;
      getHref?: undefined;
      renderLink?: undefined;
    };

export type PaginationProps = Omit<ComponentProps<"nav">, "children" | "aria-label"> &
  PaginationNavigation & {
    /** Current page, 1-based. */
    page: number;
    pageCount: number;
    /** Name of the navigation landmark ("Pagination"). */
    label: string;
    previousLabel: string;
    nextLabel: string;
    /** Accessible name of a page's link ("Page 3"). */
    pageLabel: (page: number) => string;
    /** The visible page number; `String(page)` unless given (e.g. Arabic-Indic digits). */
    formatPage?: (page: number) => string;
    /** Pages each side of the current one (default 1). */
    siblingCount?: number;
    /** Pages always shown at each end (default 1). */
    boundaryCount?: number;
  };

const itemClassName = buttonVariants({ variant: "ghost", size: "icon" });
const activeClassName = buttonVariants({ variant: "outline", size: "icon" });
const stepClassName = cn(buttonVariants({ variant: "ghost", size: "default" }), "gap-1 px-2.5");

/**
 * Page navigation with a compact window (`1 … 4 5 6 … 20`). Either links (`getHref`, optionally
 * through `renderLink` for a router link) or buttons (`onPageChange`). Previous/next chevrons
 * mirror in RTL; the current page has `aria-current="page"`. Renders nothing for one page or less.
 */
export function Pagination({
  page,
  pageCount,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  formatPage = String,
  siblingCount,
  boundaryCount,
  getHref,
  renderLink,
  onPageChange,
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = getPageWindow({ page: current, pageCount, siblingCount, boundaryCount });

  const control = (
    target: number,
    slot: string,
    content: ReactNode,
    className: string,
    extra: { "aria-label"?: string; "aria-current"?: "page" },
  ): ReactNode => {
    if (getHref) {
      const linkProps: PaginationRenderLinkProps = {
        page: target,
        href: getHref(target),
        className,
        children: content,
        "data-slot": slot,
        ...extra,
        onClick: onPageChange ? () => onPageChange(target) : undefined,
      };
      return renderLink ? renderLink(linkProps) : <a {...linkProps} />;
    }
    return (
      <button
        type="button"
        data-slot={slot}
        className={className}
        onClick={() => onPageChange?.(target)}
        {...extra}
      >
        {content}
      </button>
    );
  };

  const step = (
    target: number,
    slot: string,
    text: string,
    enabled: boolean,
    icon: ReactNode,
    iconFirst: boolean,
  ) => {
    const content = iconFirst ? (
      <>
        {icon}
        <span>{text}</span>
      </>
    ) : (
      <>
        <span>{text}</span>
        {icon}
      </>
    );
    if (enabled) return control(target, slot, content, stepClassName, {});
    // Nothing to go to: a non-interactive element that still reads its label.
    return (
      <span
        data-slot={slot}
        aria-disabled="true"
        className={cn(stepClassName, "pointer-events-none opacity-50")}
      >
        {content}
      </span>
    );
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn("mx-auto flex w-full justify-center", className)}
      {...props}
    >
      <ul data-slot="pagination-content" className="flex flex-row flex-wrap items-center gap-1">
        <li data-slot="pagination-item">
          {step(
            current - 1,
            "pagination-previous",
            previousLabel,
            current > 1,
            <ChevronLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
            true,
          )}
        </li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li data-slot="pagination-item" key={item}>
              {control(
                item,
                "pagination-link",
                formatPage(item),
                item === current ? activeClassName : itemClassName,
                item === current
                  ? { "aria-label": pageLabel(item), "aria-current": "page" }
                  : { "aria-label": pageLabel(item) },
              )}
            </li>
          ) : (
            <li data-slot="pagination-item" key={item} aria-hidden="true">
              <span data-slot="pagination-ellipsis" className="flex size-10 items-center justify-center">
                <EllipsisIcon className="size-4" />
              </span>
            </li>
          ),
        )}
        <li data-slot="pagination-item">
          {step(
            current + 1,
            "pagination-next",
            nextLabel,
            current < pageCount,
            <ChevronRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
            false,
          )}
        </li>
      </ul>
    </nav>
  );
}
