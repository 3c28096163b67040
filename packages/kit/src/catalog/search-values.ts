import {
  PRODUCT_ATTRS_MAX_LENGTH,
  PRODUCT_ATTRS_PATTERN,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SORTS,
  type ProductSort,
} from "@storefront/core/contracts/product-list-params";

/**
 * The catalogue's URL values, read without zod. The router runs `validateSearch` synchronously on
 * every navigation and at hydration, so these readers are in the browser's first load; core's
 * schemas stay the contract (what the API accepts), and `search-values.test.ts` proves each reader
 * gives exactly what its schema gives, so the two cannot drift.
 */

/** `MAX_RECORD_ID` of core's `api/common.ts`: ids are PostgreSQL `integer`s, 2^31 − 1. */
const MAX_RECORD_ID = 2_147_483_647;

/** The digits of a record id: no sign, no leading zero, at most ten. */
const RECORD_ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The last page a list query may ask for (`paginationQueryShape.page`). */
const MAX_PAGE = 100_000;

/** `YYYY-MM-DD`, ASCII digits only. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a record id (`recordIdSchema`): `1` to `2147483647`, written plainly. */
export function isRecordId(text: string): boolean {
  return RECORD_ID_DIGITS.test(text) && Number(text) <= MAX_RECORD_ID;
}

/**
 * A page number as the list query reads it (`paginationQueryShape.page`): coerced with `Number`
 * (so `"2"`, `" 2 "`, `"2e0"` and `true` count), an integer from 1 to 100,000; else undefined.
 */
export function readPageNumber(value: unknown): number | undefined {
  let page: number;
  try {
    page = Number(value);
  } catch {
    return undefined; // a symbol, or an object whose conversion throws
  }
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** The highest price bound a list query takes (`queryMoney` of `min_price` / `max_price`). */
const MAX_PRICE_BOUND = 100_000_000;

/**
 * A price bound as the list query reads it (`min_price`, `max_price`: core's `queryMoney`):
 * coerced with `Number`, from 0 to 100,000,000, at most two decimals; else undefined.
 */
export function readPriceBound(value: unknown): number | undefined {
  let price: number;
  try {
    price = Number(value);
  } catch {
    return undefined;
  }
  if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE_BOUND) return undefined;
  return Math.abs(Math.round(price * 100) - price * 100) < 1e-6 ? price : undefined;
}

/** True for attribute filters the API takes (`attrs`: `size:m,colour:red`, at most 500 characters). */
export function isProductAttrs(text: string): boolean {
  return text.length <= PRODUCT_ATTRS_MAX_LENGTH && PRODUCT_ATTRS_PATTERN.test(text);
}

/** True for a sort order of the product list. */
export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

/** A text search as the API reads it (`key`): trimmed, undefined when over 100 characters. */
export function readSearchText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length <= PRODUCT_SEARCH_MAX_LENGTH ? trimmed : undefined;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a calendar day (`isoDateSchema`): `YYYY-MM-DD`, a real date, from year 0001. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
