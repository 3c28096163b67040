import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSession } from "../session";
import { FormAlert, SubmitButton, TextField } from "./form-parts";
import { useToastOrNothing } from "./toast";
import { useAuthForm } from "./use-auth-form";
import { validationMessages } from "./validation";

type GuestField = "name";

/** Guest login: an optional name, then a guest customer (spec §6: `is_guest`). */
export function GuestForm() {
  const { t } = useLingui();
  const session = useSession();
  const toast = useToastOrNothing();
  const form = useAuthForm<GuestField>({ name: "name" });
  const [name, setName] = useState("");

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t`Continue as a guest`}
      className="grid gap-4"
      onSubmit={(event) =>
        form.submit(
          event,
          () => (name.trim().length > 100 ? { name: validationMessages.nameTooLong } : {}),
          async () => {
            const trimmed = name.trim();
            await session.guestLogin(trimmed ? { name: trimmed } : {});
            toast({ title: t`You are shopping as a guest.`, variant: "success" });
          },
        )
      }
    >
      <FormAlert message={form.formError} />
      <TextField
        label={t`Your name (optional)`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          form.clearError("name");
        }}
        error={form.errors.name}
      />
      <SubmitButton pending={form.pending}>
        <Trans>Continue as guest</Trans>
      </SubmitButton>
    </form>
  );
}
