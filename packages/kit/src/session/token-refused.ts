import { ApiStatusError, CUSTOMER_TOKEN_REFUSED } from "@storefront/core/api";

/**
 * True for a call's error that ended the session (401 `invalid_customer_token`): the session has
 * already switched to a guest and told the shopper, so the caller neither rolls back into the
 * guest's copies nor shows a second message.
 */
export function endedTheSession(error: unknown): boolean {
  return error instanceof ApiStatusError && error.status === 401 && error.code === CUSTOMER_TOKEN_REFUSED;
}
