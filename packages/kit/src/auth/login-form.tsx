import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@storefront/ui/tabs";
import { useState } from "react";
import { useLocale } from "../locale";
import { useSession } from "../session";
import { FormAlert, PhoneFields, SubmitButton, TextField } from "./form-parts";
import { useToastOrNothing } from "./toast";
import { useAuthForm } from "./use-auth-form";
import { type LoginField, type LoginMethod, type LoginValues, loginBody, validateLogin } from "./validation";

/** The default country calling code of the phone fields. */
export const DEFAULT_COUNTRY_CODE = "+966";

const API_FIELDS: Partial<Record<string, LoginField>> = {
  email: "email",
  phone: "phone",
  country_code: "countryCode",
  password: "password",
};

/** Login by e-mail or by phone with its country code, and password. */
export function LoginForm() {
  const { t } = useLingui();
  const { dir } = useLocale();
  const session = useSession();
  const toast = useToastOrNothing();
  const form = useAuthForm<LoginField>(API_FIELDS);
  const [values, setValues] = useState<LoginValues>({
    method: "email",
    email: "",
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: "",
    password: "",
  });
  const change = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clearError(field);
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={t`Log in`}
      className="grid gap-4"
      onSubmit={(event) =>
        form.submit(
          event,
          () => validateLogin(values),
          async () => {
            const user = await session.login(loginBody(values));
            const name = user.cust_name;
            toast({ title: t`Welcome back, ${name}.`, variant: "success" });
          },
        )
      }
    >
      <FormAlert message={form.formError} />
      <Tabs
        dir={dir}
        value={values.method}
        onValueChange={(method) => setValues((current) => ({ ...current, method: method as LoginMethod }))}
      >
        <TabsList aria-label={t`Log in with`} className="w-full">
          <TabsTrigger value="email" className="flex-1">
            <Trans>E-mail</Trans>
          </TabsTrigger>
          <TabsTrigger value="phone" className="flex-1">
            <Trans>Phone</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="email" className="pt-2">
          <TextField
            label={t`E-mail address`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            value={values.email}
            onChange={change("email")}
            error={form.errors.email}
          />
        </TabsContent>
        <TabsContent value="phone" className="pt-2">
          <PhoneFields values={values} errors={form.errors} onChange={change} required />
        </TabsContent>
      </Tabs>
      <TextField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change("password")}
        error={form.errors.password}
      />
      <SubmitButton pending={form.pending}>
        <Trans>Log in</Trans>
      </SubmitButton>
    </form>
  );
}
