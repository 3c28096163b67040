// The booking flow's steps after the first choice, and the view after booking: one chunk, loaded
// when the page shows one of them (the server renders them when the URL has their choices, and
// its HTML names the chunk, decision 0035) and preloaded once the home is up, so a shopper's first
// choice does not wait for it. The booking home's first load is the service step only (issue 45).
export { BookingConfirmation } from "./booking-confirmation";
export { DayStep } from "./day-step";
export { SlotStep } from "./slot-step";
export { StaffStep } from "./staff-step";
