import { useLingui } from "@lingui/react/macro";
import { createReturn, RETURN_REASONS } from "@storefront/core/contracts/api/account";
import { Button } from "@storefront/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@storefront/ui/dialog";
import { Field } from "@storefront/ui/field";
import { Input } from "@storefront/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@storefront/ui/select";
import { Textarea } from "@storefront/ui/textarea";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useLocale, useLocalized } from "../locale";
import { useMoney } from "../money";
import { useAccountApi } from "./account-api";
import { useLabel } from "./format";
import { RETURN_REASON } from "./labels";
import { useNotify } from "./notify";
import { accountInvalidation, type OrderDetail } from "./queries";
import { useMutationErrorMessage } from "./use-mutation-error";

type Reason = (typeof RETURN_REASONS)[number];

/** The lines and quantities asked back; lines at 0 are left out. */
export function returnLines(quantities: Readonly<Record<string, number>>) {
  return Object.entries(quantities)
    .filter(([, qty]) => qty > 0)
    .map(([order_line_id, qty]) => ({ order_line_id, qty }));
}

/**
 * Starts a return of a delivered order (the API accepts only those): how many of each line, the
 * reason and a note. The refund is computed by the server; on success the return's page opens.
 */
export function ReturnDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const { dir } = useLocale();
  const localized = useLocalized();
  const money = useMoney();
  const label = useLabel();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorMessage = useMutationErrorMessage();
  const returnable = order.lines.filter((line) => line.returnable_qty > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      returnable.map((line) => [line._id, returnable.length === 1 ? line.returnable_qty : 0]),
    ),
  );
  const [reason, setReason] = useState<Reason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ lines?: string; reason?: string; note?: string }>({});

  const submit = useMutation({
    mutationFn: () =>
      api.client.call(createReturn, {
        body: {
          order_id: order._id,
          reason: reason as Reason,
          note: note.trim() === "" ? null : note.trim(),
          lines: returnLines(quantities),
        },
      }),
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountInvalidation.returns(api.customer) }),
        queryClient.invalidateQueries({ queryKey: accountInvalidation.orders(api.customer) }),
      ]);
      notify({ title: t`Your return request is sent.`, variant: "success" });
      onOpenChange(false);
      await navigate({ to: "/account/returns/$id", params: { id: created._id } });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (returnLines(quantities).length === 0) next.lines = t`Choose at least one item to return.`;
    if (reason === "") next.reason = t`Choose a reason.`;
    if (note.trim().length > 1000) next.note = t`Use at most 1000 characters`;
    setErrors(next);
    if (Object.keys(next).length === 0) submit.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) submit.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent showCloseButton closeLabel={t`Close`} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t`Return items`}</DialogTitle>
          <DialogDescription>{t`Choose what you are sending back and why. We will refund the items once they are received.`}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-slot="return-form">
          <fieldset
            className="flex flex-col gap-3"
            aria-describedby={errors.lines ? "return-lines-error" : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{t`Items to return`}</legend>
            {returnable.map((line) => {
              const name = localized(line.name, line.name_lang);
              const max = line.returnable_qty;
              return (
                <Field
                  key={line._id}
                  orientation="horizontal"
                  label={
                    <span className="flex flex-col">
                      <span>{name}</span>
                      <span className="text-xs font-normal text-muted-foreground">
                        {t`Up to ${max}, ${money(line.unit_price, order.currency)} each`}
                      </span>
                    </span>
                  }
                >
                  {(p) => (
                    <Input
                      {...p}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      step={1}
                      className="w-20"
                      value={quantities[line._id] ?? 0}
                      onChange={(event) => {
                        const value = Math.trunc(Number(event.target.value));
                        const qty = Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
                        setQuantities((current) => ({ ...current, [line._id]: qty }));
                      }}
                    />
                  )}
                </Field>
              );
            })}
            {errors.lines ? (
              <p id="return-lines-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.lines}
              </p>
            ) : null}
          </fieldset>
          <Field label={t`Reason`} required error={errors.reason}>
            {(p) => (
              <Select value={reason} onValueChange={(value) => setReason(value as Reason)} dir={dir}>
                <SelectTrigger {...p}>
                  <SelectValue placeholder={t`Choose a reason`} />
                </SelectTrigger>
                <SelectContent>
                  {RETURN_REASONS.map((code) => (
                    <SelectItem key={code} value={code}>
                      {label(RETURN_REASON[code])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label={t`Note (optional)`} error={errors.note}>
            {(p) => (
              <Textarea
                {...p}
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          {submit.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(submit.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? t`Sending…` : t`Request the return`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
