/** A page of a list as every paginated answer carries it: items, page, size, total, last page. */
export function pageOf<T>(items: T[], page: number, perPage: number, total: number) {
  return { items, page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
