import { cx } from "class-variance-authority";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets the last conflicting Tailwind utility win (`cn("p-2", "p-4")` → `"p-4"`). */
export function cn(...inputs: Parameters<typeof cx>): string {
  return twMerge(cx(...inputs));
}
