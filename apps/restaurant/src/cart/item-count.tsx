import { Plural } from "@lingui/react/macro";

/** "1 item", "3 items" — in Arabic with its own plural forms (two, few, many). */
export function ItemCount({ count }: { count: number }) {
  return <Plural value={count} one="# item" other="# items" />;
}
