import { Trans } from "@lingui/react/macro";
import { LocaleSwitch } from "@storefront/kit/locale";
import { usePartner } from "@storefront/kit/partner";
import { defineVertical } from "@storefront/kit/vertical";
import { createRoute } from "@tanstack/react-router";

function ComingSoonPage() {
  const partner = usePartner();
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-start">
      <LocaleSwitch className="float-end" />
      <h1 className="text-3xl font-semibold">{partner.name}</h1>
      <p className="mt-4 text-muted-foreground" data-testid="coming-soon">
        <Trans>Our online store is coming soon. Thank you for your patience.</Trans>
      </p>
    </main>
  );
}

/** Stands in for a vertical whose own app has not been built yet: real routing, one page. */
export default defineVertical({
  id: "coming-soon",
  partnerTypes: ["retail", "restaurant", "divine", "salon", "hospital", "snachoo"],
  createRoutes: (parent) => [
    createRoute({ getParentRoute: () => parent, path: "/", component: ComingSoonPage }),
  ],
});
