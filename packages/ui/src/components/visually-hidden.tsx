import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

export type VisuallyHiddenProps = ComponentProps<typeof VisuallyHiddenPrimitive.Root>;

/** Content read by screen readers but not shown (Radix VisuallyHidden); `asChild` hides a child element. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
