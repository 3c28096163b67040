import { STORAGE_KEYS } from "../constants/index.js";
import type { StoredUser } from "../contracts/user.js";
import { removeRaw, type StorageLike } from "../storage/storage.js";
import { readStoredJson, writeStoredJson } from "../storage/stored-json.js";
import { readUserRecord } from "./read-user-record.js";

/**
 * Reads the logged-in user from storage (key `user`, spec §3). Never throws: anything that is not
 * a valid stored user (or a source-shaped user record) reads as null.
 */
export function readStoredUser(storage: StorageLike): StoredUser | null {
  return readUserRecord(readStoredJson(storage, STORAGE_KEYS.user, { maxChars: 64_000, maxDepth: 4 }));
}

/** Keeps the logged-in user in storage (spec §4). False when storage refused it. */
export function writeStoredUser(storage: StorageLike, user: StoredUser): boolean {
  return writeStoredJson(storage, STORAGE_KEYS.user, user);
}

/** Forgets the stored user (logout). */
export function clearStoredUser(storage: StorageLike): void {
  removeRaw(storage, STORAGE_KEYS.user);
}

/** True when a user is logged in (guests who logged in as guest included: they carry a token). */
export function isLoggedIn(user: Pick<StoredUser, "token"> | null | undefined): boolean {
  return typeof user?.token === "string" && user.token !== "";
}
