import { BookingFlow } from "../flow/booking-flow";

/** `/` and `/booking`: the booking flow, its steps one under the other. */
export function BookingPage() {
  return <BookingFlow layout="steps" />;
}

/** `/bookingBKUP`: the same flow in the previous layout, the confirmation beside the choices. */
export function BookingColumnsPage() {
  return <BookingFlow layout="columns" />;
}
