import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSession } from "../session";
import { FormAlert, NewPasswordFields, PhoneFields, SubmitButton, TextField } from "./form-parts";
import { DEFAULT_COUNTRY_CODE } from "./login-form";
import { useToastOrNothing } from "./toast";
import { useAuthForm } from "./use-auth-form";
import { type SignupField, type SignupValues, signupBody, validateSignup } from "./validation";

const API_FIELDS: Partial<Record<string, SignupField>> = {
  name: "name",
  last_name: "lastName",
  email: "email",
  phone: "phone",
  country_code: "countryCode",
  password: "password",
};

/** Sign-up: name, e-mail and/or phone with country code, password and its confirmation. */
export function SignupForm() {
  const { t } = useLingui();
  const session = useSession();
  const toast = useToastOrNothing();
  const form = useAuthForm<SignupField>(API_FIELDS);
  const [values, setValues] = useState<SignupValues>({
    name: "",
    lastName: "",
    email: "",
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: "",
    password: "",
    confirm: "",
  });
  const change = (field: SignupField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clearError(field);
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t`Create an account`}
      className="grid gap-4"
      onSubmit={(event) =>
        form.submit(
          event,
          () => validateSignup(values),
          async () => {
            const user = await session.signup(signupBody(values));
            const name = user.cust_name;
            toast({ title: t`Welcome, ${name}. Your account is ready.`, variant: "success" });
          },
        )
      }
    >
      <FormAlert message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`First name`}
          name="name"
          autoComplete="given-name"
          required
          value={values.name}
          onChange={change("name")}
          error={form.errors.name}
        />
        <TextField
          label={t`Last name`}
          name="last_name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={change("lastName")}
          error={form.errors.lastName}
        />
      </div>
      <TextField
        label={t`E-mail address`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        description={t`An e-mail address, a phone number, or both.`}
        value={values.email}
        onChange={change("email")}
        error={form.errors.email}
      />
      <PhoneFields values={values} errors={form.errors} onChange={change} />
      <NewPasswordFields label={t`Password`} values={values} errors={form.errors} onChange={change} />
      <SubmitButton pending={form.pending}>
        <Trans>Create account</Trans>
      </SubmitButton>
    </form>
  );
}
