import { Trans } from "@lingui/react/macro";

/** The page of the test vertical in `mount-vertical.test.tsx` (a lazy chunk, as every vertical page is). */
export default function TestWelcomePage() {
  return (
    <h1>
      <Trans id="standalone.test.welcome">Welcome to the test shop</Trans>
    </h1>
  );
}
