import type { ComponentProps } from "react";

/**
 * The 404 image (spec §2): an empty page under a magnifying glass. Inline, so it needs no request
 * and no external URL; coloured by the partner's theme through `currentColor` and `--color-primary`.
 */
export function NotFoundIllustration(props: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 240 160"
      fill="none"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="error-image"
      {...props}
    >
      <rect x="40" y="20" width="110" height="130" rx="10" className="fill-muted stroke-current" />
      <path d="M62 52h66M62 74h50M62 96h58" className="stroke-muted-foreground" />
      <circle cx="160" cy="96" r="34" className="fill-background stroke-primary" />
      <path d="M148 84l24 24M172 84l-24 24" className="stroke-primary" />
      <path d="M184 120l28 28" className="stroke-primary" strokeWidth="10" />
    </svg>
  );
}
