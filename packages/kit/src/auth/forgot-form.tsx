import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSession } from "../session";
import { FormAlert, SubmitButton, TextField } from "./form-parts";
import { useAuthForm } from "./use-auth-form";
import { normaliseEmail, validateEmail } from "./validation";

type ForgotField = "email";

/**
 * Forgot password: sends the reset e-mail and shows a neutral confirmation — the same whether or
 * not the address has an account (the server answers alike, so nobody learns who is a customer).
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const session = useSession();
  const form = useAuthForm<ForgotField>({ email: "email" });
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <output
        className="block rounded-md border border-border bg-muted p-4 text-sm"
        data-testid="forgot-sent"
      >
        <Trans>
          If an account exists for {sentTo}, we have sent it a link to reset the password. Check your inbox;
          the link is valid for one hour.
        </Trans>
      </output>
    );
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t`Reset your password`}
      className="grid gap-4"
      onSubmit={(event) =>
        form.submit(
          event,
          () => {
            const error = validateEmail(email);
            return error ? { email: error } : {};
          },
          async () => {
            const address = normaliseEmail(email);
            await session.forgotPassword(address);
            setSentTo(address);
          },
        )
      }
    >
      <FormAlert message={form.formError} />
      <TextField
        label={t`E-mail address`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clearError("email");
        }}
        error={form.errors.email}
      />
      <SubmitButton pending={form.pending}>
        <Trans>Send reset link</Trans>
      </SubmitButton>
    </form>
  );
}
