import { useLingui } from "@lingui/react/macro";
import {
  type Address,
  createAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from "@storefront/core/contracts/api/account";
import { type AddressBody, addressFormValues } from "@storefront/core/forms";
import { Badge } from "@storefront/ui/badge";
import { Button } from "@storefront/ui/button";
import { ConfirmDialog } from "@storefront/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@storefront/ui/dialog";
import { EmptyState } from "@storefront/ui/empty-state";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { MapPinIcon, PencilIcon, PlusIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { AddressForm } from "../address";
import { useListSeparator } from "../locale";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useNotify } from "./notify";
import { accountQueries } from "./queries";
import { PageHeader, QuerySection } from "./states";
import { useMutationErrorMessage } from "./use-mutation-error";

type Editing = { kind: "new" } | { kind: "edit"; address: Address } | null;

/** `/account/addresses`: the saved addresses; add, edit, delete, and choose the default. */
export function AddressesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Addresses`);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <PageHeader
        title={t`Addresses`}
        actions={
          <Button onClick={() => setEditing({ kind: "new" })}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t`Add an address`}
          </Button>
        }
      />
      <QuerySection>
        <AddressList
          onEdit={(address) => setEditing({ kind: "edit", address })}
          onAdd={() => setEditing({ kind: "new" })}
        />
      </QuerySection>
      <AddressDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function AddressList({ onEdit, onAdd }: { onEdit: (address: Address) => void; onAdd: () => void }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data: addresses } = useSuspenseQuery(accountQueries.addresses(api));
  const [deleting, setDeleting] = useState<Address | null>(null);
  if (addresses.length === 0) {
    return (
      <EmptyState
        icon={<MapPinIcon />}
        title={t`You have no saved addresses yet.`}
        description={t`Save an address to check out faster.`}
        action={
          <Button variant="outline" onClick={onAdd}>
            {t`Add an address`}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Saved addresses`}>
        {addresses.map((address) => (
          <li key={address._id}>
            <AddressCard
              address={address}
              onEdit={() => onEdit(address)}
              onDelete={() => setDeleting(address)}
            />
          </li>
        ))}
      </ul>
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const separator = useListSeparator();
  const { t } = useLingui();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorMessage = useMutationErrorMessage();
  const makeDefault = useMutation({
    mutationFn: () => api.client.call(setDefaultAddress, { params: { id: address._id }, body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountQueries.addresses(api).queryKey });
      notify({ title: t`Default address changed.`, variant: "success" });
    },
  });
  const title = address.label || address.name;
  const phone = address.country_code ? `+${address.country_code} ${address.phone}` : address.phone;
  return (
    <article
      data-slot="address-card"
      aria-label={title}
      className="flex h-full flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {address.is_default ? <Badge variant="success">{t`Default`}</Badge> : null}
      </div>
      <address className="flex flex-col text-sm not-italic text-muted-foreground">
        {address.label ? <span className="text-foreground">{address.name}</span> : null}
        <span>{address.line1}</span>
        {address.line2 ? <span>{address.line2}</span> : null}
        <span>{[address.city, address.region, address.postal_code].filter(Boolean).join(separator)}</span>
        <span>{address.country}</span>
        <span dir="ltr" className="self-start">
          {phone}
        </span>
      </address>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`Edit ${title}`}>
          <PencilIcon aria-hidden="true" className="size-4" />
          {t`Edit`}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t`Delete ${title}`}>
          <Trash2Icon aria-hidden="true" className="size-4" />
          {t`Delete`}
        </Button>
        {address.is_default ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => makeDefault.mutate()}
            disabled={makeDefault.isPending}
            aria-label={t`Make ${title} the default address`}
          >
            <StarIcon aria-hidden="true" className="size-4" />
            {t`Make default`}
          </Button>
        )}
      </div>
      {makeDefault.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(makeDefault.error)}
        </p>
      ) : null}
    </article>
  );
}

function AddressDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = async (body: AddressBody) => {
    if (editing?.kind === "edit") {
      await api.client.call(updateAddress, { params: { id: editing.address._id }, body });
    } else {
      await api.client.call(createAddress, { body });
    }
    await queryClient.invalidateQueries({ queryKey: accountQueries.addresses(api).queryKey });
    notify({ title: t`Address saved.`, variant: "success" });
    onClose();
  };
  const isNew = editing?.kind === "new";
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent showCloseButton closeLabel={t`Close`} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isNew ? t`New address` : t`Edit address`}</DialogTitle>
          <DialogDescription>{t`Fields marked with * are required.`}</DialogDescription>
        </DialogHeader>
        {editing ? (
          <AddressForm
            key={editing.kind === "edit" ? editing.address._id : "new"}
            initial={editing.kind === "edit" ? addressFormValues(editing.address) : undefined}
            hideDefault={editing.kind === "edit" && editing.address.is_default}
            submitLabel={isNew ? t`Add address` : t`Save address`}
            onSave={save}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAddressDialog({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorMessage = useMutationErrorMessage();
  const remove = useMutation({
    mutationFn: (id: string) => api.client.call(deleteAddress, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountQueries.addresses(api).queryKey });
      notify({ title: t`Address deleted.`, variant: "success" });
      onClose();
    },
  });
  const title = address ? address.label || address.name : "";
  return (
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(next) => {
        if (!next) {
          remove.reset();
          onClose();
        }
      }}
      title={t`Delete this address?`}
      description={t`"${title}" will be removed from your addresses.`}
      error={remove.isError ? errorMessage(remove.error) : null}
      cancelLabel={t`Keep it`}
      confirmLabel={t`Delete address`}
      pending={remove.isPending}
      onConfirm={() => {
        if (address) remove.mutate(address._id);
      }}
    />
  );
}
