import { Trans, useLingui } from "@lingui/react/macro";
import { isLoggedIn } from "@storefront/core/auth";
import { Button } from "@storefront/ui/button";
import { useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { SERVER_ERROR_MESSAGES } from "../errors";
import { useSession, useUser } from "../session";
import { useDocumentTitle } from "../title";
import { FormAlert, NewPasswordFields, SubmitButton } from "./form-parts";
import { useToastOrNothing } from "./toast";
import { useAuthForm } from "./use-auth-form";
import { isResetTokenShaped, type ResetField, validateReset } from "./validation";

function AskAgain() {
  const session = useSession();
  return (
    <Button type="button" variant="outline" onClick={() => session.openAuth("forgot-password")}>
      <Trans>Ask for a new link</Trans>
    </Button>
  );
}

/**
 * `/reset-password?token=…`: sets a new password with the token of the e-mailed link. The router's
 * guard stops the navigation while a user is logged in (spec §2); should a login happen while the
 * page is open, it says so instead of the form.
 */
export function ResetPasswordPage({ token }: { token: string | null | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  const user = useUser();
  const toast = useToastOrNothing();
  const form = useAuthForm<ResetField>({ password: "password" });
  const [values, setValues] = useState({ password: "", confirm: "" });
  const [done, setDone] = useState(false);
  useDocumentTitle(t`Reset your password`);

  const tokenOk = isResetTokenShaped(token);
  const tokenRefused = form.formError === SERVER_ERROR_MESSAGES.invalid_reset_token;
  const change = (field: ResetField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clearError(field);
  };

  let body: React.ReactNode;
  if (isLoggedIn(user) && !done) {
    body = (
      <p className="text-sm">
        <Trans>You are logged in. Log out first to reset the password of an account.</Trans>
      </p>
    );
  } else if (done) {
    body = (
      <div className="grid gap-4">
        <output className="block rounded-md border border-border bg-muted p-4 text-sm">
          <Trans>Your password has been changed. Log in with the new password.</Trans>
        </output>
        <Button type="button" onClick={() => session.openAuth("login")}>
          <Trans>Log in</Trans>
        </Button>
      </div>
    );
  } else if (!tokenOk || tokenRefused) {
    body = (
      <div className="grid gap-4">
        <FormAlert message={SERVER_ERROR_MESSAGES.invalid_reset_token} />
        <AskAgain />
      </div>
    );
  } else {
    body = (
      <form
        ref={form.formRef}
        noValidate
        aria-label={t`Choose a new password`}
        className="grid gap-4"
        onSubmit={(event) =>
          form.submit(
            event,
            () => validateReset(values),
            async () => {
              await session.resetPassword(token, values.password);
              setDone(true);
              toast({ title: t`Your password has been changed.`, variant: "success" });
            },
          )
        }
      >
        <FormAlert message={form.formError} />
        <NewPasswordFields label={t`New password`} values={values} errors={form.errors} onChange={change} />
        <SubmitButton pending={form.pending}>
          <Trans>Save the new password</Trans>
        </SubmitButton>
      </form>
    );
  }

  return (
    <section className="mx-auto grid w-full max-w-md gap-6 px-4 py-10" data-testid="reset-password-page">
      <h1 className="text-2xl font-semibold">
        <Trans>Reset your password</Trans>
      </h1>
      {body}
    </section>
  );
}

/** The route's component: the page with the `token` of the query (see `createResetPasswordRoute`). */
export function ResetPasswordRoutePage() {
  const search = useSearch({ strict: false }) as { token?: unknown };
  return <ResetPasswordPage token={typeof search.token === "string" ? search.token : null} />;
}
