import { cx } from "class-variance-authority";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets the last conflicting Tailwind utility win (`cn("p-2", "p-4")` → `"p-4"`).
 * tailwind-merge stays on purpose (issue 8 weighed it: ~7.5 kB gzip of the first load): callers
 * override base utilities (`<Button variant="link" className="h-auto p-0">`, `size-9` on icon
 * buttons, `rounded-none` on a skeleton, `sm:max-w-2xl` on a dialog), and Tailwind 4 orders the
 * CSS by its own sort (`.p-0` comes before `.px-4`), so with a plain join the base would win.
 * `cn.test.ts` pins those overrides.
 */
export function cn(...inputs: Parameters<typeof cx>): string {
  return twMerge(cx(...inputs));
}
