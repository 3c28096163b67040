import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@storefront/ui/dialog";

/** "Are you still there?": the idle countdown, which a touch or "I'm still here" cancels. */
export function IdleCountdown({
  secondsLeft,
  onKeepGoing,
}: {
  secondsLeft: number | null;
  onKeepGoing(): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={secondsLeft !== null} onOpenChange={(open) => (open ? null : onKeepGoing())}>
      <DialogContent data-testid="idle-countdown" className="text-center">
        <DialogTitle className="text-2xl">{t`Are you still there?`}</DialogTitle>
        <DialogDescription className="text-lg">
          {t`Starting over in ${secondsLeft ?? 0} seconds.`}
        </DialogDescription>
        <Button size="lg" className="h-14 text-lg" onClick={onKeepGoing}>
          {t`I'm still here`}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
