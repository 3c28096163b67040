import { RESIZE_REFRESH_DELAY_MS } from "@storefront/core/constants";
import { atom, useAtomValue } from "jotai";

/**
 * Below this viewport width (CSS pixels) the device is "mobile". 768 is Tailwind's `md` breakpoint,
 * where the ui components switch layouts, so the device type and the CSS always agree.
 */
export const MOBILE_BREAKPOINT_PX = 768;

/** The device types the storefront distinguishes (the `/category` route is mobile only). */
export type DeviceType = "mobile" | "desktop";

/** The device type of a viewport width. */
export function deviceTypeFor(width: number): DeviceType {
  return width < MOBILE_BREAKPOINT_PX ? "mobile" : "desktop";
}

/**
 * Calls `onChange` with the device type 50 ms (spec §9) after the last resize event — a drag of the
 * window edge fires dozens of events, only the last one counts. Returns the function that stops.
 */
export function watchDeviceType(
  win: Pick<Window, "addEventListener" | "removeEventListener" | "innerWidth">,
  onChange: (type: DeviceType) => void,
  delayMs = RESIZE_REFRESH_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => onChange(deviceTypeFor(win.innerWidth)), delayMs);
  };
  win.addEventListener("resize", onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener("resize", onResize);
  };
}

function measureDeviceType(): DeviceType {
  return deviceTypeFor(typeof window === "undefined" ? Number.POSITIVE_INFINITY : window.innerWidth);
}

const measuredDeviceTypeAtom = atom<DeviceType | null>(null);

/**
 * The current device type, per jotai store (an atom is only a definition; each mount's store holds
 * its value). Measured when first read; while anything subscribes, it follows resizes with the
 * 50 ms debounce of spec §9.
 */
export const deviceTypeAtom = atom(
  (get): DeviceType => get(measuredDeviceTypeAtom) ?? measureDeviceType(),
  (_get, set, type: DeviceType) => set(measuredDeviceTypeAtom, type),
);
deviceTypeAtom.onMount = (set) => {
  set(measureDeviceType());
  return watchDeviceType(window, set);
};

/** The current device type (re-renders when it changes). */
export function useDeviceType(): DeviceType {
  return useAtomValue(deviceTypeAtom);
}
