import * as auth from "@storefront/core/contracts/api/auth";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { countRequest, limitBucket } from "../services/address-limits";
import { logIn } from "../services/login";
import { passwordResetMail, requestPasswordReset, resetPassword } from "../services/password-reset";
import { continueAsGuest, signUp } from "../services/registration";
import { revokeSession } from "../services/sessions";
import { socialLogIn } from "../services/social-login";

/** The same answer whether the e-mail has an account or not (no account enumeration). */
const RESET_REQUESTED = "If an account exists for this e-mail, a reset link is on its way";

/** Registers login, sign-up, guest login, logout, forgot/reset password and social login. */
export function registerAuthRoutes(app: Hono, services: Services) {
  route(app, services, auth.login, async ({ c, db, tenant, body }) => ({
    data: await logIn(db, tenant, body, services.clientAddress(c)),
    msg: "Logged in",
  }));

  route(app, services, auth.signup, async ({ c, db, tenant, body }) => ({
    data: await signUp(db, tenant, body, services.clientAddress(c)),
    msg: "Account created",
    status: 201,
  }));

  route(app, services, auth.guestLogin, async ({ c, db, tenant, body }) => ({
    data: await continueAsGuest(db, tenant, body.name, services.clientAddress(c)),
    msg: "Continuing as guest",
  }));

  route(app, services, auth.logout, async ({ db, tenant, sessionHash }) => {
    if (sessionHash) await revokeSession(db, tenant, sessionHash);
    return { data: null, msg: "Logged out" };
  });

  route(app, services, auth.forgotPassword, async ({ c, db, tenant, body }) => {
    const address = services.clientAddress(c);
    await countRequest(db, "resetRequests", limitBucket("resetRequests", tenant, address));
    const reset = await requestPasswordReset(db, tenant, body.email);
    // The link's origin is the partner's configured one, never the request's Host.
    if (reset) services.mailer(passwordResetMail(tenant, reset.to, reset.token, services.linkOrigin(tenant)));
    return { data: null, msg: RESET_REQUESTED };
  });

  route(app, services, auth.resetPassword, async ({ c, db, tenant, body }) => {
    const address = services.clientAddress(c);
    await countRequest(db, "resetAttempts", limitBucket("resetAttempts", tenant, address));
    await resetPassword(db, tenant, body.token, body.password, address);
    return { data: null, msg: "Password changed. Log in with the new password." };
  });

  route(app, services, auth.socialLogin, async ({ c, db, tenant, body }) => {
    const address = services.clientAddress(c);
    await countRequest(db, "socialLogins", limitBucket("socialLogins", tenant, address));
    return { data: await socialLogIn(db, tenant, services.socialVerifier, body), msg: "Logged in" };
  });
}
