import { useEffect, useState } from "react";

const STORAGE_KEY = "restaurantDeviceId";

function newDeviceId(): string {
  return `dev-${crypto.randomUUID()}`;
}

/**
 * The id this browser sends as `X-Device-Id` with its anonymous menu orders (a kiosk, a diner's
 * phone at a table): random, kept in localStorage, so the server scopes idempotency keys to the
 * device. Read after mount (render stays server-safe); null until then.
 */
export function useDeviceId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
      if (!stored || !/^[A-Za-z0-9_-]{8,64}$/.test(stored)) {
        stored = newDeviceId();
        localStorage.setItem(STORAGE_KEY, stored);
      }
    } catch {
      stored ??= newDeviceId();
    }
    setId(stored);
  }, []);
  return id;
}
