import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the dialog is dismissed (Escape, overlay, cancel). */
  onOpenChange: (open: boolean) => void;
  /** The question, already translated ("Delete this address?"). */
  title: ReactNode;
  /** What will happen. */
  description?: ReactNode;
  /** The confirming button's label ("Delete address"). */
  confirmLabel: string;
  /** The button that keeps things as they are ("Keep it"). */
  cancelLabel: string;
  onConfirm: () => void;
  /** The confirmed action is on its way: the confirm button is disabled. */
  pending?: boolean;
  /** A destructive action (delete, cancel) gets the destructive button. */
  destructive?: boolean;
  /** Why the action failed, announced under the description. */
  error?: ReactNode;
}

/**
 * Asks before an action that cannot be undone: a titled dialog with what will happen, a cancel
 * button and the confirming one. Controlled: close it (`open={false}`) once the action is done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  destructive = true,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="confirm-dialog" {...(description ? {} : { "aria-describedby": undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
