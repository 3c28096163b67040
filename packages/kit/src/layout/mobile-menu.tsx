import { useLingui } from "@lingui/react/macro";
import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { headerIconButtonClassName } from "./counter-links";
import { preloadQuietly, useLazyModule } from "./use-lazy-module";

const importSheet = () => import("./mobile-menu-sheet");

/**
 * The small-screen menu button. The Sheet with the navigation (Radix Dialog) is its own chunk:
 * fetched on the first touch, hover or focus of the button, mounted on its first click.
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // The Radix version replaces the plain button only once it is used: swapping it on hover or focus
  // would replace the focused element under the keyboard user.
  const [activated, setActivated] = useState(false);
  const { module, load } = useLazyModule(importSheet);
  const trigger = (
    <button
      type="button"
      aria-label={t`Open menu`}
      aria-haspopup="dialog"
      data-slot="mobile-menu-trigger"
      className={`${headerIconButtonClassName}${className ? ` ${className}` : ""}`}
      {...(module && activated
        ? {}
        : {
            "aria-expanded": false,
            onPointerEnter: () => preloadQuietly(load),
            onTouchStart: () => preloadQuietly(load),
            onFocus: () => preloadQuietly(load),
            onClick: () => {
              setOpen(true);
              setActivated(true);
              void load();
            },
          })}
    >
      <MenuIcon aria-hidden="true" />
    </button>
  );
  if (!module || !activated) return trigger;
  const { MobileMenuSheet } = module;
  return <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={trigger} />;
}
