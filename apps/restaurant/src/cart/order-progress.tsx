import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazyEndpoint } from "@storefront/core/api";
import type { KitchenStatus } from "@storefront/core/contracts/api/checkout";
import type { MenuOrderStatus } from "@storefront/core/contracts/api/restaurant";
import { DEVICE_HEADER } from "@storefront/core/contracts/request-headers";
import type { PlacedOrder } from "@storefront/kit/checkout";
import { useApiClient } from "@storefront/kit/session";
import { cn } from "@storefront/ui/cn";
import { useQuery } from "@tanstack/react-query";
import { useDeviceId } from "../device-id";

// The status call's contract loads with the first poll, not with the page.
const getMenuOrderStatus = lazyEndpoint(
  () => import("@storefront/core/contracts/api/restaurant"),
  "getMenuOrderStatus",
);

/** How often the page asks where the order stands, while the kitchen has it. */
export const ORDER_STATUS_POLL_MS = 5_000;

/** A step's check mark, drawn here: a lucide icon shared with other chunks would split off one more chunk. */
function DoneMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The three steps the diner follows; `collected` shows as past `ready`. */
const STEPS = [
  { id: "received", label: msg`Received` },
  { id: "preparing", label: msg`Preparing` },
  { id: "ready", label: msg`Ready` },
] as const;

const STEP_INDEX: Record<KitchenStatus, number> = { received: 0, preparing: 1, ready: 2, collected: 3 };

/** Whether polling is over: the order is ready (or handed over), or was voided. */
export function orderStatusSettled(status: Pick<MenuOrderStatus, "status" | "kitchen_status">): boolean {
  return status.status === "cancelled" || STEP_INDEX[status.kitchen_status] >= STEP_INDEX.ready;
}

/**
 * Where the order stands, asked every 5 s (not while the tab is hidden) until it is ready or
 * voided: the call answers only this device's orders or the logged-in customer's.
 */
function useOrderStatus(order: PlacedOrder): MenuOrderStatus {
  const api = useApiClient();
  const deviceId = useDeviceId();
  const placed: MenuOrderStatus = {
    _id: order._id,
    order_ref: order.order_ref,
    status: order.status,
    kitchen_status: order.kitchen_status ?? "received",
  };
  const { data } = useQuery({
    queryKey: ["restaurant", "order-status", order._id],
    queryFn: ({ signal }) =>
      api.call(getMenuOrderStatus, {
        params: { id: order._id },
        query: {},
        signal,
        ...(deviceId ? { headers: { [DEVICE_HEADER]: deviceId } } : {}),
      }),
    initialData: placed,
    initialDataUpdatedAt: 0,
    enabled: deviceId !== null,
    refetchInterval: (query) =>
      query.state.data && orderStatusSettled(query.state.data) ? false : ORDER_STATUS_POLL_MS,
    refetchOnWindowFocus: (query) => !(query.state.data && orderStatusSettled(query.state.data)),
    retry: 1,
  });
  return data;
}

/**
 * The order's way through the kitchen as three steps — received, preparing, ready — the current
 * one marked (`aria-current="step"`) and said in words in a polite live region, so a screen
 * reader hears each change without losing its place. It follows the kitchen by polling.
 */
export function OrderProgress({
  order,
  handover,
}: {
  order: PlacedOrder;
  /** Where a ready order goes: served at the table, collected at the counter, or delivered. */
  handover: "table" | "counter" | "delivery";
}) {
  const { t, i18n } = useLingui();
  const status = useOrderStatus(order);
  const cancelled = status.status === "cancelled";
  const current = Math.min(STEP_INDEX[status.kitchen_status], STEPS.length - 1);
  const step = STEPS[current] ?? STEPS[0];
  const stepLabel = i18n._(step.label);
  const sentence = cancelled
    ? t`This order was cancelled. Please ask the staff.`
    : status.kitchen_status === "collected"
      ? t`Enjoy your meal!`
      : current === 2
        ? handover === "table"
          ? t`Ready — it is on its way to your table.`
          : handover === "delivery"
            ? t`Ready — it leaves for your address now.`
            : t`Ready — please collect it at the counter.`
        : current === 1
          ? t`The kitchen is preparing your order.`
          : t`The kitchen has received your order.`;
  return (
    <div
      data-slot="order-progress"
      data-kitchen-status={status.kitchen_status}
      className="w-full max-w-xl portrait:[@media(min-height:1500px)]:max-w-3xl"
    >
      <ol aria-label={t`Order progress`} className="grid grid-cols-3 gap-2">
        {STEPS.map((item, index) => {
          const done = !cancelled && index < current;
          const now = !cancelled && index === current;
          return (
            <li
              key={item.id}
              data-step={item.id}
              aria-current={now ? "step" : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span className="relative flex w-full items-center justify-center">
                {index > 0 ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-1/2 end-1/2 h-1 w-full -translate-y-1/2",
                      done || now ? "bg-primary" : "bg-border",
                    )}
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    "relative z-[1] flex size-10 items-center justify-center rounded-full border-2 text-base font-semibold portrait:[@media(min-height:1500px)]:size-16 portrait:[@media(min-height:1500px)]:text-2xl",
                    done && "border-primary bg-primary text-primary-foreground",
                    now && "border-primary bg-background text-primary ring-4 ring-primary/20",
                    !done && !now && "border-border bg-background text-muted-foreground",
                  )}
                >
                  {done ? <DoneMark /> : index + 1}
                </span>
              </span>
              <span
                data-slot="step-label"
                className={cn(
                  "text-sm portrait:[@media(min-height:1500px)]:text-2xl",
                  now ? "font-semibold" : "text-muted-foreground",
                )}
              >
                {i18n._(item.label)}
                {done ? <span className="sr-only"> {t`(done)`}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p
        aria-live="polite"
        aria-atomic="true"
        data-testid="order-status"
        className={cn(
          "mt-4 text-lg font-medium portrait:[@media(min-height:1500px)]:mt-8 portrait:[@media(min-height:1500px)]:text-3xl",
          cancelled ? "text-destructive" : current === 2 ? "text-success" : undefined,
        )}
      >
        {cancelled ? null : <span className="sr-only">{t`Status: ${stepLabel}.`} </span>}
        {sentence}
      </p>
    </div>
  );
}
