import { Trans } from "@lingui/react/macro";
import type { AuthType } from "@storefront/core/auth";
import type { ReactNode } from "react";
import { ForgotPasswordForm } from "./forgot-form";
import { SwitchButton } from "./form-parts";
import { GuestForm } from "./guest-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

function Body({ type }: { type: AuthType }) {
  switch (type) {
    case "signup":
      return <SignupForm />;
    case "guest-login":
      return <GuestForm />;
    case "forgot-password":
      return <ForgotPasswordForm />;
    default:
      return <LoginForm />;
  }
}

function Switches({ type, go }: { type: AuthType; go: (type: AuthType) => void }) {
  const links: ReactNode[] = [];
  if (type === "login") {
    links.push(
      <SwitchButton key="forgot" onClick={() => go("forgot-password")}>
        <Trans>Forgot your password?</Trans>
      </SwitchButton>,
      <SwitchButton key="signup" onClick={() => go("signup")}>
        <Trans>New here? Create an account</Trans>
      </SwitchButton>,
      <SwitchButton key="guest" onClick={() => go("guest-login")}>
        <Trans>Continue as a guest</Trans>
      </SwitchButton>,
    );
  } else {
    links.push(
      <SwitchButton key="login" onClick={() => go("login")}>
        {type === "signup" ? <Trans>I already have an account</Trans> : <Trans>Back to log in</Trans>}
      </SwitchButton>,
    );
  }
  return <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">{links}</div>;
}

/** The auth dialog's body: the form of `type` and the links to the other modes (a lazy chunk). */
export function AuthForms({ type, go }: { type: AuthType; go: (type: AuthType) => void }) {
  return (
    <>
      <Body key={type} type={type} />
      <Switches type={type} go={go} />
    </>
  );
}
