import { useLingui } from "@lingui/react/macro";
import type { StoredUser } from "@storefront/core/contracts/user";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@storefront/ui/dropdown-menu";
import { Link } from "@tanstack/react-router";
import { LogInIcon, LogOutIcon, PackageIcon, UserIcon, UserPlusIcon } from "lucide-react";
import type { ReactElement } from "react";
import { useLocale } from "../locale";
import { useAuthDialog, useLogout } from "../session";
import { displayName } from "./account-name";

export interface AccountMenuPanelProps {
  user: StoredUser | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The trigger button (the same element the light placeholder rendered). */
  trigger: ReactElement;
}

/**
 * The account menu itself (Radix DropdownMenu from ui). It is its own chunk: the header shows a
 * plain button first and loads this on the first hover, focus or click of it.
 */
export function AccountMenuPanel({ user, open, onOpenChange, trigger }: AccountMenuPanelProps) {
  const { t } = useLingui();
  const { dir } = useLocale();
  const authDialog = useAuthDialog();
  const logout = useLogout();
  return (
    <DropdownMenu dir={dir} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48" data-slot="account-menu">
        {user ? (
          <>
            <DropdownMenuLabel className="truncate" data-slot="account-menu-name">
              {displayName(user)}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/account">
                <UserIcon aria-hidden="true" />
                {t`My account`}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/account/orders">
                <PackageIcon aria-hidden="true" />
                {t`Orders`}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
              <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t`Log out`}
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <DropdownMenuItem onSelect={() => authDialog.open("login")}>
              <LogInIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t`Log in`}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => authDialog.open("signup")}>
              <UserPlusIcon aria-hidden="true" />
              {t`Sign up`}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
