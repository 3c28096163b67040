import { useLingui } from "@lingui/react/macro";
import { lazyEndpoint } from "@storefront/core/api";
import { type Appointment, accountInvalidation } from "@storefront/kit/account";
import { useApiClient, useUser } from "@storefront/kit/session";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookingErrorMessage, errorCode } from "../booking-errors";
import { BOOKING_KEY, type BookingRequest, mineKey } from "../queries";

// The booking contract, and the zod schemas it builds, load with the first booking: not with the home.
const createAppointment = lazyEndpoint(
  () => import("@storefront/core/contracts/api/booking"),
  "createAppointment",
);

/** What the confirm step sends besides the slot: a plan session and a note. */
export interface BookingExtras {
  customer_plan_id?: string | null;
  note?: string | null;
}

/**
 * Books the chosen slot. The server re-checks it: a slot taken meanwhile (409 `slot_taken`)
 * refreshes the calendar and slots and calls `onSlotTaken`, so the shopper picks a fresh one.
 * A booking refreshes the availability, the account's appointments and the customer's plans.
 */
export function useBook({ onSlotTaken }: { onSlotTaken(): void }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const user = useUser();
  const queryClient = useQueryClient();
  const refreshAvailability = () =>
    queryClient.invalidateQueries({ queryKey: [...BOOKING_KEY, "availability"] });
  const mutation = useMutation({
    mutationFn: (body: BookingRequest & BookingExtras) => client.call(createAppointment, { body }),
    onSuccess: async () => {
      await refreshAvailability();
      if (user) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: accountInvalidation.appointments(user.id) }),
          queryClient.invalidateQueries({ queryKey: mineKey(user.id) }),
        ]);
      }
    },
    onError: async (error) => {
      if (errorCode(error) === "slot_taken") {
        await refreshAvailability();
        onSlotTaken();
      }
    },
  });
  return {
    book: (body: BookingRequest & BookingExtras) => mutation.mutate(body),
    booked: mutation.data as Appointment | undefined,
    /** The person asked for by the booking made (null: anyone available). */
    bookedWith: mutation.variables?.staff_id ?? null,
    pending: mutation.isPending,
    error: mutation.isError ? i18n._(bookingErrorMessage(mutation.error)) : null,
    reset: mutation.reset,
  };
}
