import { type ApiClient, lazyEndpoint } from "@storefront/core/api";
import type * as bookingApi from "@storefront/core/contracts/api/booking";
import type { EndpointData } from "@storefront/kit/account";
import { queryOptions } from "@tanstack/react-query";

// The booking contracts, and the zod schemas they build, load with the first call: not with the
// booking home's code.
const bookingContracts = () => import("@storefront/core/contracts/api/booking");
const getBookingCalendar = lazyEndpoint(bookingContracts, "getBookingCalendar");
const listOffers = lazyEndpoint(bookingContracts, "listOffers");
const listPaidPlans = lazyEndpoint(bookingContracts, "listPaidPlans");
const listServices = lazyEndpoint(bookingContracts, "listServices");
const listSlots = lazyEndpoint(bookingContracts, "listSlots");
const listStaff = lazyEndpoint(bookingContracts, "listStaff");
const listVouchers = lazyEndpoint(bookingContracts, "listVouchers");
const quoteBooking = lazyEndpoint(bookingContracts, "quoteBooking");
const purchaseContracts = () => import("@storefront/core/contracts/api/booking-purchases");
const listMyPlans = lazyEndpoint(purchaseContracts, "listMyPlans");
const listMyVouchers = lazyEndpoint(purchaseContracts, "listMyVouchers");

export type Service = EndpointData<typeof bookingApi.listServices>[number];
export type Staff = EndpointData<typeof bookingApi.listStaff>[number];
export type Slot = EndpointData<typeof bookingApi.listSlots>[number];
export type BookingCalendar = EndpointData<typeof bookingApi.getBookingCalendar>;
export type Offer = EndpointData<typeof bookingApi.listOffers>[number];
export type PaidPlan = EndpointData<typeof bookingApi.listPaidPlans>[number];
export type Voucher = EndpointData<typeof bookingApi.listVouchers>[number];
export type BookingPrice = EndpointData<typeof bookingApi.quoteBooking>;

/** What a quote (and a booking) asks: the service, a person or anyone, a slot, an offer, a voucher. */
export interface BookingRequest {
  service_id: string;
  staff_id?: string | null;
  starts_at: string;
  offer_id?: string | null;
  voucher_code?: string | null;
}

/** The root of every booking query key: a booking changes slots and calendars under it. */
export const BOOKING_KEY = ["booking"] as const;
/** The customer's plans and vouchers (refreshed after a purchase and a booking). */
export const mineKey = (customer: string) => [...BOOKING_KEY, "mine", customer] as const;

/** Query options of the booking endpoints (the partner's data; the customer's under `mineKey`). */
export const bookingQueries = {
  services: (client: ApiClient) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "services"] as const,
      queryFn: ({ signal }) => client.call(listServices, { query: {}, signal }),
    }),
  staff: (client: ApiClient, serviceId: string) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "staff", serviceId] as const,
      queryFn: ({ signal }) => client.call(listStaff, { query: { service_id: serviceId }, signal }),
    }),
  calendar: (client: ApiClient, serviceId: string, staffId: string | undefined) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "availability", "calendar", serviceId, staffId ?? "any"] as const,
      queryFn: ({ signal }) =>
        client.call(getBookingCalendar, { query: { service_id: serviceId, staff_id: staffId }, signal }),
    }),
  slots: (client: ApiClient, serviceId: string, staffId: string | undefined, date: string) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "availability", "slots", serviceId, staffId ?? "any", date] as const,
      queryFn: ({ signal }) =>
        client.call(listSlots, { query: { service_id: serviceId, staff_id: staffId, date }, signal }),
    }),
  quote: (client: ApiClient, request: BookingRequest) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "quote", request] as const,
      queryFn: ({ signal }) => client.call(quoteBooking, { query: request, signal }),
      retry: false,
    }),
  offers: (client: ApiClient) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "offers"] as const,
      queryFn: ({ signal }) => client.call(listOffers, { query: {}, signal }),
    }),
  plans: (client: ApiClient) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "plans"] as const,
      queryFn: ({ signal }) => client.call(listPaidPlans, { query: {}, signal }),
    }),
  vouchers: (client: ApiClient) =>
    queryOptions({
      queryKey: [...BOOKING_KEY, "vouchers"] as const,
      queryFn: ({ signal }) => client.call(listVouchers, { query: {}, signal }),
    }),
  myPlans: (client: ApiClient, customer: string) =>
    queryOptions({
      queryKey: [...mineKey(customer), "plans"] as const,
      queryFn: ({ signal }) => client.call(listMyPlans, { query: {}, signal }),
    }),
  myVouchers: (client: ApiClient, customer: string) =>
    queryOptions({
      queryKey: [...mineKey(customer), "vouchers"] as const,
      queryFn: ({ signal }) => client.call(listMyVouchers, { query: {}, signal }),
    }),
};
