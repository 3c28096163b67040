import { passwordProblem } from "@storefront/core/auth";
import { ApiError } from "../lib/errors";

/**
 * Refuses a new password that is blank, one repeated character or a common one (core's
 * `passwordProblem`): 400 `validation_failed` on its field, like a schema failure. The contract
 * checks the length; this list stays out of it so the client's first load does not carry it.
 */
export function ensureStrongPassword(password: string, field: string) {
  const problem = passwordProblem(password);
  if (problem) {
    throw new ApiError(400, "validation_failed", "Invalid body", [
      { path: `body.${field}`, message: problem },
    ]);
  }
}
