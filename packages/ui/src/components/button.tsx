import { Slot } from "radix-ui";
import { cn } from "../lib/cn";
import { buttonVariants, PlainButton, type PlainButtonProps } from "./plain-button";

export { buttonVariants };

export type ButtonProps = PlainButtonProps & {
  /** Render the child element (a link, say) with button styles instead of a `<button>`. */
  asChild?: boolean;
};

/** A button; `asChild` lends its styles to a child element such as a router link. */
export function Button({ asChild = false, ...props }: ButtonProps) {
  if (!asChild) return <PlainButton {...props} />;
  const { className, variant, size, type: _type, ...rest } = props;
  return (
    <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...rest} />
  );
}
