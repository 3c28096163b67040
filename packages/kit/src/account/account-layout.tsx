import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { cn } from "@storefront/ui/cn";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@storefront/ui/sheet";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import {
  ArrowLeftIcon,
  CalendarClockIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MapPinIcon,
  MenuIcon,
  PackageIcon,
  ReceiptIcon,
  ShoppingBagIcon,
  Undo2Icon,
  UserIcon,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { InsideMainContext } from "../errors";
import { NavigationProgress, OfflineNotice } from "../layout";
import { LocaleSwitch, useLocale } from "../locale";
import { useLogout, useSession, useUser } from "../session";
import { useAccountApi } from "./account-api";
import { useLabel } from "./format";
import { type AccountNavItem, type AccountNavKey, accountNavItems, activeNavKey } from "./nav";
import { accountQueries } from "./queries";

const ICONS: Record<AccountNavKey, ReactNode> = {
  dashboard: <LayoutDashboardIcon aria-hidden="true" />,
  profile: <UserIcon aria-hidden="true" />,
  addresses: <MapPinIcon aria-hidden="true" />,
  myorders: <ShoppingBagIcon aria-hidden="true" />,
  orders: <PackageIcon aria-hidden="true" />,
  returns: <Undo2Icon aria-hidden="true" />,
  appointment: <CalendarClockIcon aria-hidden="true" />,
  statement: <ReceiptIcon aria-hidden="true" />,
};

/** The list of account pages; the current one is marked (`aria-current="page"`). */
export function AccountNav({
  items,
  active,
  label,
  onNavigate,
}: {
  items: readonly AccountNavItem[];
  active: AccountNavKey | null;
  label: string;
  onNavigate?: () => void;
}) {
  const text = useLabel();
  return (
    <nav aria-label={label} data-slot="account-nav">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const current = item.key === active;
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                data-active={current ? "true" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4",
                  current && "bg-muted text-foreground",
                )}
              >
                {ICONS[item.key]}
                {text(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface AccountLayoutProps {
  /** The page; the router's `<Outlet />` unless given. */
  children?: ReactNode;
}

/**
 * The account area's own layout (spec §2: `/account` has no main layout): a bar with the way back
 * to the store, the language switch and "Log out" (the session's logout, spec §4), and the
 * navigation between the account pages — a sidebar on wide screens, a sheet opened from a menu
 * button on narrow ones. "Orders received" shows for a vendor, "Appointments" where the partner
 * takes bookings.
 */
export function AccountLayout({ children }: AccountLayoutProps) {
  const { t } = useLingui();
  const { dir } = useLocale();
  const text = useLabel();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const api = useAccountApi();
  const user = useUser();
  const partnerType = useSession().partner?.snachoo_settings.type;
  const profile = useQuery(accountQueries.profile(api));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavKey(pathname);
  const items = accountNavItems({
    isVendor: profile.data?.is_vendor ?? user?.is_vendor ?? false,
    partnerType,
  });
  const activeItem = items.find((item) => item.key === active);
  const name = profile.data?.name ?? user?.cust_name;
  const navLabel = t`Account`;

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div
      dir={dir}
      data-slot="account-layout"
      className="flex min-h-dvh flex-col bg-background text-foreground"
    >
      <NavigationProgress />
      <OfflineNotice />
      <header className="border-b border-border">
        <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t`Open the account menu`}>
                <MenuIcon aria-hidden="true" className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent side="start" showCloseButton closeLabel={t`Close`} dir={dir}>
              <SheetHeader>
                <SheetTitle>{t`My account`}</SheetTitle>
              </SheetHeader>
              <div className="px-4">
                <AccountNav
                  items={items}
                  active={active}
                  label={navLabel}
                  onNavigate={() => setMenuOpen(false)}
                />
              </div>
            </SheetContent>
          </Sheet>
          <Link
            to="/"
            className="inline-flex shrink-0 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            <span className="sr-only sm:not-sr-only">{t`Back to the store`}</span>
          </Link>
          <span
            className="min-w-0 flex-1 truncate text-sm font-medium md:hidden"
            data-slot="account-current-page"
          >
            {activeItem ? text(activeItem.label) : null}
          </span>
          <div className="ms-auto flex shrink-0 items-center gap-3">
            <LocaleSwitch />
            <Button variant="outline" size="sm" onClick={() => void onLogout()} disabled={loggingOut}>
              <LogOutIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{t`Log out`}</span>
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden flex-col gap-4 md:flex" data-slot="account-sidebar">
          <div className="px-3">
            <p className="text-xs text-muted-foreground">{t`My account`}</p>
            <p className="truncate font-semibold" data-slot="account-greeting">
              {name ? t`Hello, ${name}` : "\u00a0"}
            </p>
          </div>
          <AccountNav items={items} active={active} label={navLabel} />
        </aside>
        <main className="flex min-w-0 flex-col gap-6" data-slot="account-main">
          <InsideMainContext.Provider value={true}>{children ?? <Outlet />}</InsideMainContext.Provider>
        </main>
      </div>
    </div>
  );
}
