import { HASH_QUEUE_CAPACITY, type HashTicket, serverBusy } from "./crypto";

/** Password checks in flight in this process, per client address, and in all. */
const inFlight = new Map<string, number>();
let total = 0;

/** Past this many turns in flight, only an address's lone request is let in. */
const BUSY = HASH_QUEUE_CAPACITY;
/** Past this many, nothing is (a storm from many addresses, one request each). */
const FULL = HASH_QUEUE_CAPACITY * 4;

/**
 * Runs a request's password work (a login's check, a sign-up's hash) as one turn of its client
 * address. The turn's priority in the hash queue is how many other turns the address has in
 * flight: a customer logging in once goes before the 50th simultaneous guess of a storm's address.
 * The turn is refused at its start, before it costs a database query (503 `server_busy`), when
 * more turns are in flight than the hash queue holds — unless it is its address's only one — or
 * far more: under a storm the refusal must be cheap, or the storm's queries would hold up
 * everyone else's instead of its hashes.
 */
export async function hashTurn<T>(
  clientAddress: string,
  work: (ticket: HashTicket) => Promise<T>,
): Promise<T> {
  const priority = inFlight.get(clientAddress) ?? 0;
  if (total >= FULL || (total >= BUSY && priority > 0)) throw serverBusy();
  inFlight.set(clientAddress, priority + 1);
  total++;
  try {
    return await work({ priority });
  } finally {
    total--;
    const left = (inFlight.get(clientAddress) ?? 1) - 1;
    if (left > 0) inFlight.set(clientAddress, left);
    else inFlight.delete(clientAddress);
  }
}
