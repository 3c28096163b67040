import { Trans } from "@lingui/react/macro";

/** Placeholder home until the shell issue mounts the partner's vertical here. */
export function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-start">
      <h1 className="text-3xl font-semibold">
        <Trans>Welcome to our store</Trans>
      </h1>
      <p className="mt-4 text-muted-foreground">
        <Trans>Browse, search and shop in English or Arabic.</Trans>
      </p>
    </main>
  );
}
