import { useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";

const STORAGE_KEY = "restaurantTable";
const TABLE_PATTERN = /^[A-Za-z0-9-]{1,8}$/;

/** A table number as the link gives it (`?table=12`), or null when it is not one. */
export function readTable(value: unknown): string | null {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && TABLE_PATTERN.test(text.trim()) ? text.trim() : null;
}

/**
 * The diner's table: from the QR link's `?table=` when present (then kept in sessionStorage for
 * the visit, so the cart page knows it without the parameter), else the one kept. Storage is read
 * in an effect (server-safe render); `setTable` lets the diner type it when the link had none.
 */
export function useTableNumber(): [string | null, (table: string | null) => void] {
  const fromLink = readTable((useSearch({ strict: false }) as Record<string, unknown>).table);
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    try {
      if (fromLink) sessionStorage.setItem(STORAGE_KEY, fromLink);
      else setKept(readTable(sessionStorage.getItem(STORAGE_KEY)));
    } catch {
      // Storage refused (private mode): the table lives for this page only.
    }
  }, [fromLink]);
  const set = (table: string | null) => {
    const valid = readTable(table);
    setKept(valid);
    try {
      if (valid) sessionStorage.setItem(STORAGE_KEY, valid);
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // As above.
    }
  };
  return [fromLink ?? kept, set];
}
