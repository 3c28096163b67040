import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@storefront/ui/card";
import { Skeleton } from "@storefront/ui/skeleton";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useMoney } from "../money";
import { useSession } from "../session";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { AppointmentCard } from "./appointments-page";
import { takesBookings } from "./nav";
import { OrderRow } from "./orders-page";
import { accountQueries, DASHBOARD_ITEMS } from "./queries";
import { ReturnRow } from "./returns-page";
import { ListSkeleton, PageHeader, QuerySection } from "./states";

/** Returns that are still moving: not refunded and not rejected. */
export const RETURN_IN_PROGRESS = new Set(["requested", "approved", "received"]);

function Section({
  title,
  link,
  linkLabel,
  children,
  className,
}: {
  title: string;
  link: string;
  linkLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
      <CardFooter>
        <Button asChild variant="link" className="px-0">
          <Link to={link}>{linkLabel}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function Balance() {
  const { t } = useLingui();
  const api = useAccountApi();
  const money = useMoney();
  const { data } = useSuspenseQuery(accountQueries.statement(api, {}));
  return (
    <div className="flex flex-col gap-1">
      <span
        data-slot="dashboard-balance"
        className={
          data.closing_balance < 0 ? "text-3xl font-semibold text-destructive" : "text-3xl font-semibold"
        }
      >
        {money(data.closing_balance, data.currency)}
      </span>
      <span className="text-sm text-muted-foreground">
        {data.closing_balance < 0 ? t`You owe this amount.` : t`Your credit with us.`}
      </span>
    </div>
  );
}

function RecentOrders() {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.orders(api, 1, DASHBOARD_ITEMS));
  if (data.items.length === 0) return <Empty>{t`You have not ordered anything yet.`}</Empty>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Recent orders`}>
      {data.items.map((order) => (
        <li key={order._id}>
          <OrderRow order={order} linked />
        </li>
      ))}
    </ul>
  );
}

function ReturnsInProgress() {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.returns(api, 1));
  const open = data.items.filter((item) => RETURN_IN_PROGRESS.has(item.status));
  if (open.length === 0) return <Empty>{t`No returns in progress.`}</Empty>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Returns in progress`}>
      {open.map((item) => (
        <li key={item._id}>
          <ReturnRow item={item} />
        </li>
      ))}
    </ul>
  );
}

function UpcomingAppointments() {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.appointments(api, "upcoming"));
  if (data.length === 0) return <Empty>{t`You have no upcoming appointments.`}</Empty>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Upcoming appointments`}>
      {data.slice(0, DASHBOARD_ITEMS).map((appointment) => (
        <li key={appointment._id}>
          <AppointmentCard appointment={appointment} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/account/dashboard`: recent orders, upcoming appointments (where the partner takes bookings),
 * returns in progress and the balance. Each part loads and fails on its own.
 */
export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const bookings = takesBookings(useSession().partner?.snachoo_settings.type);
  const small = (
    <div className="flex flex-col gap-2" aria-hidden="true">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-4 w-48" />
    </div>
  );
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t`Balance`} link="/account/statement" linkLabel={t`View statement`}>
          <QuerySection skeleton={small}>
            <Balance />
          </QuerySection>
        </Section>
        <Section title={t`Returns in progress`} link="/account/returns" linkLabel={t`All returns`}>
          <QuerySection skeleton={<ListSkeleton rows={1} />}>
            <ReturnsInProgress />
          </QuerySection>
        </Section>
        <Section
          title={t`Recent orders`}
          link="/account/myorders"
          linkLabel={t`All my orders`}
          className={bookings ? undefined : "lg:col-span-2"}
        >
          <QuerySection>
            <RecentOrders />
          </QuerySection>
        </Section>
        {bookings ? (
          <Section
            title={t`Upcoming appointments`}
            link="/account/appointment"
            linkLabel={t`All appointments`}
          >
            <QuerySection>
              <UpcomingAppointments />
            </QuerySection>
          </Section>
        ) : null}
      </div>
    </>
  );
}
