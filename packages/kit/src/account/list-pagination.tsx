import { useLingui } from "@lingui/react/macro";
import { Pagination } from "@storefront/ui/pagination";
import { Link } from "@tanstack/react-router";

/** The page links of an account list (`?page=N` on the list's own path). */
export function ListPagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  const { t } = useLingui();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      label={t`Pages`}
      previousLabel={t`Previous`}
      nextLabel={t`Next`}
      pageLabel={(n) => t`Page ${n}`}
      getHref={(n) => (n > 1 ? `${path}?page=${n}` : path)}
      renderLink={({ page: target, href: _href, ...props }) => (
        <Link to={path} search={target > 1 ? { page: target } : {}} {...props} />
      )}
    />
  );
}
