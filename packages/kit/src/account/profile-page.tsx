import { useLingui } from "@lingui/react/macro";
import { isGuessablePassword } from "@storefront/core/auth";
import { changePassword, updateProfile } from "@storefront/core/contracts/api/account";
import { phoneDigits } from "@storefront/core/forms";
import { Button } from "@storefront/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@storefront/ui/card";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useLabel } from "./format";
import { useNotify } from "./notify";
import { accountQueries } from "./queries";
import { PageHeader } from "./states";
import { useSyncStoredUser } from "./sync-stored-user";
import { useMutationErrorMessage } from "./use-mutation-error";
import {
  changesLogin,
  type FieldErrors,
  type ProfileBody,
  type ProfileField,
  type ProfileFormValues,
  validateProfile,
} from "./validation";

/**
 * `/account/profile` (and the legacy `/account/profileBkup`): view and edit name, last name,
 * e-mail, phone with its country code and avatar; change the password. The complete-your-info
 * prompt (a phone but no e-mail, spec §4) leads here; once saved, the stored user follows.
 */
export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  return (
    <>
      <PageHeader title={t`Profile`} />
      <ProfileForm />
      <PasswordForm />
    </>
  );
}

function ProfileForm() {
  const { t } = useLingui();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const label = useLabel();
  const errorMessage = useMutationErrorMessage();
  const syncUser = useSyncStoredUser();
  const { data: profile } = useSuspenseQuery(accountQueries.profile(api));
  const [values, setValues] = useState<ProfileFormValues>(() => ({
    name: profile.name,
    lastName: profile.cust_last_name ?? "",
    email: profile.email,
    countryCode: profile.country_code_ph1 ? `+${profile.country_code_ph1.replace(/^\+/, "")}` : "",
    phone: profile.phone ?? "",
    avatar: profile.avatar ?? "",
  }));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [status, setStatus] = useState<"idle" | "saved">("idle");
  const statusId = useId();

  const save = useMutation({
    mutationFn: (body: ProfileBody) => api.client.call(updateProfile, { body }),
    onSuccess: (saved) => {
      setValues((current) => ({ ...current, currentPassword: "" }));
      queryClient.setQueryData(accountQueries.profile(api).queryKey, saved);
      setStatus("saved");
      notify({ title: t`Your profile is saved.`, variant: "success" });
      syncUser(saved);
    },
  });

  const set = (field: ProfileField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setStatus("idle");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const origin = typeof window === "undefined" ? undefined : window.location.origin;
    const result = validateProfile(values, { ...saved, origin });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.value);
  };

  const error = (field: ProfileField) => (errors[field] ? label(errors[field]) : undefined);
  // A new e-mail or phone is what the account logs in with: the API wants the password for it.
  const saved = { currentEmail: profile.email, currentPhone: profile.phone, hasPassword: !profile.is_guest };
  const askPassword = saved.hasPassword && changesLogin(values, saved);
  const avatarPreview = /^\/images\//.test(values.avatar.trim()) ? values.avatar.trim() : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Personal details`}</h2>
        </CardTitle>
        <CardDescription>{t`How we address you and how we reach you.`}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} aria-describedby={statusId} data-slot="profile-form">
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label={t`First name`} required error={error("name")}>
            {(p) => <Input {...p} autoComplete="given-name" value={values.name} onChange={set("name")} />}
          </Field>
          <Field label={t`Last name`} error={error("lastName")}>
            {(p) => (
              <Input {...p} autoComplete="family-name" value={values.lastName} onChange={set("lastName")} />
            )}
          </Field>
          <Field
            className="sm:col-span-2"
            label={t`E-mail`}
            error={error("email")}
            description={
              profile.email === "" ? t`Add an e-mail address to receive your order updates.` : undefined
            }
          >
            {(p) => (
              <Input
                {...p}
                type="email"
                autoComplete="email"
                dir="ltr"
                value={values.email}
                onChange={set("email")}
              />
            )}
          </Field>
          <Field label={t`Country code`} error={error("countryCode")}>
            {(p) => (
              <Input
                {...p}
                inputMode="tel"
                autoComplete="tel-country-code"
                dir="ltr"
                placeholder="+966"
                value={values.countryCode}
                onChange={set("countryCode")}
              />
            )}
          </Field>
          <Field label={t`Phone`} error={error("phone")}>
            {(p) => (
              <Input
                {...p}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                dir="ltr"
                value={values.phone}
                onChange={set("phone")}
                onBlur={() => setValues((current) => ({ ...current, phone: phoneDigits(current.phone) }))}
              />
            )}
          </Field>
          {askPassword ? (
            <Field
              className="sm:col-span-2"
              label={t`Current password`}
              required
              error={error("currentPassword")}
              description={t`Changing your e-mail or phone needs your password.`}
            >
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  autoComplete="current-password"
                  value={values.currentPassword ?? ""}
                  onChange={set("currentPassword")}
                />
              )}
            </Field>
          ) : null}
          <div className="flex items-end gap-4 sm:col-span-2">
            <Field
              className="flex-1"
              label={t`Avatar URL`}
              error={error("avatar")}
              description={t`A picture of this store, such as /images/avatars/me.png`}
            >
              {(p) => <Input {...p} dir="ltr" value={values.avatar} onChange={set("avatar")} />}
            </Field>
            {avatarPreview ? (
              <img
                src={avatarPreview}
                alt={t`Avatar preview`}
                className="size-12 shrink-0 rounded-full border border-border object-cover"
              />
            ) : null}
          </div>
        </CardContent>
        <CardFooter className="mt-6 flex-wrap">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t`Saving…` : t`Save changes`}
          </Button>
          <p id={statusId} role="status" className="text-sm">
            {status === "saved" ? <span className="text-success">{t`Your profile is saved.`}</span> : null}
            {save.isError ? <span className="text-destructive">{errorMessage(save.error)}</span> : null}
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}

type PasswordField = "current" | "next" | "confirm";

function PasswordForm() {
  const { t } = useLingui();
  const api = useAccountApi();
  const notify = useNotify();
  const errorMessage = useMutationErrorMessage();
  const empty = { current: "", next: "", confirm: "" };
  const [values, setValues] = useState<Record<PasswordField, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [done, setDone] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      api.client.call(changePassword, {
        body: { current_password: values.current, new_password: values.next },
      }),
    onSuccess: () => {
      setValues(empty);
      setDone(true);
      notify({ title: t`Your password is changed.`, variant: "success" });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<PasswordField, string>> = {};
    if (values.current === "") next.current = t`This field is required`;
    if (values.next.length < 8) next.next = t`Use at least 8 characters`;
    else if (values.next.length > 200) next.next = t`Use at most 200 characters`;
    else if (isGuessablePassword(values.next))
      next.next = t`This password is too easy to guess. Choose another one.`;
    if (values.confirm !== values.next) next.confirm = t`The passwords do not match`;
    setErrors(next);
    if (Object.keys(next).length === 0) change.mutate();
  };
  const set = (field: PasswordField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setDone(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Password`}</h2>
        </CardTitle>
        <CardDescription>{t`Changing it signs you out on your other devices.`}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} data-slot="password-form">
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <Field label={t`Current password`} required error={errors.current}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                value={values.current}
                onChange={set("current")}
              />
            )}
          </Field>
          <Field label={t`New password`} required error={errors.next}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                value={values.next}
                onChange={set("next")}
              />
            )}
          </Field>
          <Field label={t`Repeat the new password`} required error={errors.confirm}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                value={values.confirm}
                onChange={set("confirm")}
              />
            )}
          </Field>
        </CardContent>
        <CardFooter className="mt-6 flex-wrap">
          <Button type="submit" variant="outline" disabled={change.isPending}>
            {t`Change password`}
          </Button>
          <p role="status" className="text-sm">
            {done ? <span className="text-success">{t`Your password is changed.`}</span> : null}
            {change.isError ? <span className="text-destructive">{errorMessage(change.error)}</span> : null}
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
