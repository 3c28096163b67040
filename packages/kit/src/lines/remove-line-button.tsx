import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Trash2Icon } from "lucide-react";

/** Props of `RemoveLineButton`. */
export interface RemoveLineButtonProps {
  /** The line's name, for the accessible name (`Remove Tea`). */
  itemName: string;
  onRemove(): void;
  disabled?: boolean;
}

/** A trash-can button that removes one cart or wishlist line. */
export function RemoveLineButton({ itemName, onRemove, disabled }: RemoveLineButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Remove ${itemName}`}
      title={t`Remove`}
      disabled={disabled}
      onClick={onRemove}
    >
      <Trash2Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
