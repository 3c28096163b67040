import { ApiStatusError } from "@storefront/core/api";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLogout } from "../session";
import { LoadFailed, PageSkeleton } from "./states";

/** The customer token was refused (revoked by a password change elsewhere, or expired). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiStatusError && error.status === 401 && error.code === "invalid_customer_token";
}

/** Shown while an account page's data loads (inside the account layout). */
export function AccountPagePending() {
  return <PageSkeleton />;
}

/** Shown while the account area itself loads (its layout's code and the customer's profile). */
export function AccountPending() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <PageSkeleton />
    </div>
  );
}

/**
 * An account page that failed to load (network, server error): the error state with a retry that
 * runs the page's loader again. Someone else's order or return never gets here — the loaders turn
 * the API's 404 into the router's not-found page. A refused customer token means the session is
 * over: the customer is logged out, which takes them to the localized home (spec §4).
 */
export function AccountPageError({ error, reset }: Pick<ErrorComponentProps, "error" | "reset">) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  const logout = useLogout();
  const ended = isSessionEnded(error);
  useEffect(() => {
    queryErrors.clearReset();
  }, [queryErrors]);
  useEffect(() => {
    if (ended) void logout();
  }, [ended, logout]);
  if (ended) return <PageSkeleton />;
  return (
    <LoadFailed
      onRetry={() => {
        queryErrors.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
