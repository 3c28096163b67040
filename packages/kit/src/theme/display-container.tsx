import type { ComponentProps } from "react";

/**
 * The main content container. Its width follows the partner's display type (spec §9: `boxed` →
 * 1170px, `boxed-auto` → at most 1500px, `full` → the viewport) through the `--content-width` and
 * `--content-max-width` variables `applyPartnerTheme` sets (boxed: 1170px wide, at most 100%, so it
 * never overflows a small screen). Without them (no partner) it is a plain block.
 * (Plain class joining: this is on every page, so it stays clear of tailwind-merge's weight.)
 */
export function DisplayContainer({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="display-container"
      className={["mx-auto w-(--content-width) max-w-(--content-max-width)", className]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}
