import { useLingui } from "@lingui/react/macro";
import { cn } from "@storefront/ui/cn";
import { Pagination } from "@storefront/ui/pagination";
import { useNavigate, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { useLocale } from "../locale";
import { validateProductsSearch } from "./search-params";

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** Keep the scroll position (the long list scrolls itself to the page). */
  keepScroll?: boolean;
  /**
   * One row at a phone's width (hundreds of pages: the long list's bar): no neighbours beside the
   * current page, and Previous / Next as chevrons only below `sm` (their words stay for screen
   * readers).
   */
  compact?: boolean;
  className?: string;
}

function pageSearch(page: number) {
  return (previous: Record<string, unknown>) =>
    validateProductsSearch({ ...validateProductsSearch(previous), page: page > 1 ? page : undefined });
}

/** The compact bar: one row; below `sm` the step links' words visually hidden. */
const COMPACT_CLASS =
  "[&_[data-slot=pagination-content]]:flex-nowrap max-sm:[&_[data-slot=pagination-next]>span]:sr-only max-sm:[&_[data-slot=pagination-previous]>span]:sr-only max-sm:[&_[data-slot=pagination-next]]:px-2 max-sm:[&_[data-slot=pagination-previous]]:px-2";

/** A plain click (no modifier, main button): the router navigates; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * ui's Pagination with links to `?page=N` of the current list (page 1 has no `page`). Plain anchors
 * navigated by the router rather than `<Link>`s: a router link marks itself `aria-current` whenever
 * its search is a subset of the URL's (page 1's link on every page), and ui's Pagination already
 * marks the current page.
 */
export function ListPagination({
  page,
  pageCount,
  keepScroll = false,
  compact = false,
  className,
}: ListPaginationProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const router = useRouter();
  const navigate = useNavigate();
  const digits = new Intl.NumberFormat(locale);
  const href = (n: number) => {
    const location = router.buildLocation({ to: ".", search: pageSearch(n) } as never);
    return location.publicHref || location.href;
  };
  return (
    <Pagination
      className={cn(compact && COMPACT_CLASS, className)}
      data-compact={compact ? "" : undefined}
      siblingCount={compact ? 0 : undefined}
      page={page}
      pageCount={pageCount}
      label={t`Pages`}
      previousLabel={t`Previous`}
      nextLabel={t`Next`}
      pageLabel={(n) => t`Page ${n}`}
      formatPage={(n) => digits.format(n)}
      getHref={href}
      renderLink={({ page: target, href: link, onClick: _onClick, ...props }) => (
        <a
          {...props}
          href={link}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            void navigate({ to: ".", search: pageSearch(target), resetScroll: !keepScroll });
          }}
        />
      )}
    />
  );
}
