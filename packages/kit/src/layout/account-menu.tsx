import { useLingui } from "@lingui/react/macro";
import { CircleUserRoundIcon } from "lucide-react";
import { useState } from "react";
import { useUser } from "../session";
import { displayName } from "./account-name";
import { headerIconButtonClassName } from "./counter-links";
import { preloadQuietly, useLazyModule } from "./use-lazy-module";

const importPanel = () => import("./account-menu-panel");

/**
 * The header's account menu. Logged out: "Log in" and "Sign up" open the auth dialog in that mode;
 * logged in: the user's name, My account, Orders and Log out. The Radix menu is its own chunk:
 * fetched on the first hover or focus of the button, mounted on its first click — nothing of it is
 * in the first load.
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useLingui();
  const user = useUser();
  const [open, setOpen] = useState(false);
  // The Radix version replaces the plain button only once it is used: swapping it on hover or focus
  // would replace the focused element under the keyboard user.
  const [activated, setActivated] = useState(false);
  const { module, load } = useLazyModule(importPanel);
  const name = user ? displayName(user) : "";
  const label = user ? t`Account: ${name}` : t`Account`;

  const trigger = (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      data-slot="account-menu-trigger"
      data-logged-in={user ? "" : undefined}
      className={`${headerIconButtonClassName}${className ? ` ${className}` : ""}`}
      {...(module && activated
        ? {}
        : {
            "aria-expanded": false,
            onPointerEnter: () => preloadQuietly(load),
            onFocus: () => preloadQuietly(load),
            onClick: () => {
              setOpen(true);
              setActivated(true);
              void load();
            },
          })}
    >
      <CircleUserRoundIcon aria-hidden="true" />
    </button>
  );

  if (!module || !activated) return trigger;
  const { AccountMenuPanel } = module;
  return <AccountMenuPanel user={user} open={open} onOpenChange={setOpen} trigger={trigger} />;
}
