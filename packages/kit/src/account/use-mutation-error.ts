import { useLingui } from "@lingui/react/macro";
import { ApiNetworkError, ApiStatusError } from "@storefront/core/api";

/**
 * The message of a failed change. The API's stable error codes get their own translated message;
 * anything else (offline, timeout, a server error) a generic one. The server's English `msg` is
 * never shown as is.
 */
export function useMutationErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    if (error instanceof ApiStatusError) {
      switch (error.code) {
        case "email_taken":
          return t`An account with this e-mail already exists.`;
        case "phone_taken":
          return t`An account with this phone number already exists.`;
        case "too_many_addresses":
          return t`You can keep at most 20 addresses. Delete one to add another.`;
        case "address_not_found":
        case "order_not_found":
        case "appointment_not_found":
          return t`This was not found. It may have been removed.`;
        case "not_cancellable":
          return t`This appointment can no longer be cancelled.`;
        case "order_not_returnable":
          return t`This order can no longer be returned.`;
        case "return_qty_exceeded":
        case "invalid_return_line":
          return t`Some of these items can no longer be returned.`;
        case "invalid_credentials":
          return t`The current password is wrong.`;
        case "current_password_required":
          return t`Enter your current password to change your e-mail or phone.`;
        case "too_many_attempts":
          return t`Too many attempts. Wait a little, then try again.`;
        case "validation_failed":
          return t`Some fields are not valid. Check them and try again.`;
        default:
          break;
      }
    }
    if (error instanceof ApiNetworkError) return t`You seem to be offline. Please try again.`;
    return t`Something went wrong. Please try again.`;
  };
}
