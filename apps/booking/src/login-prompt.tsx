import { useAuthDialog } from "@storefront/kit/session";
import { PlainButton } from "@storefront/ui/plain-button";

/** A guest's step that needs an account: why, and the button that opens the login dialog over the page. */
export function LoginPrompt({ hint, label }: { hint: string; label: string }) {
  const auth = useAuthDialog();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{hint}</p>
      <PlainButton size="lg" onClick={() => auth.open("login")}>
        {label}
      </PlainButton>
    </div>
  );
}
