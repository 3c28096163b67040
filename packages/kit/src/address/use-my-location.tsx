import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { LocateFixedIcon } from "lucide-react";
import { geoMessages, type KnownCity, type LocateCityState, useLocateCity } from "../geo";
import { useLocalized } from "../locale";

/** What to tell the shopper after a try, or null. */
function useOutcomeText() {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  return (state: LocateCityState): { text: string; failed: boolean } | null => {
    if (state.status === "found") {
      const city = localized(state.city.name, state.city.name_lang);
      return { text: t`City filled in from your location: ${city}.`, failed: false };
    }
    if (state.status !== "failed") return null;
    switch (state.reason) {
      case "unsupported":
        return { text: i18n._(geoMessages.unsupported), failed: true };
      case "denied":
        return { text: t`Location access was refused. Enter your city yourself.`, failed: true };
      case "unavailable":
        return { text: t`Your location could not be found. Enter your city yourself.`, failed: true };
      case "no-known-city":
        return { text: t`We know no city near your location. Enter your city yourself.`, failed: true };
    }
  };
}

/**
 * "Use my location" for an address: asks the device where it is when clicked and fills the city
 * and country of the nearest known city (`onCity`), saying what it did — or, when it cannot, why
 * (spec §8's message when the browser has no geolocation). The position is sent nowhere.
 */
export function UseMyLocation({ onCity }: { onCity(city: KnownCity): void }) {
  const { t } = useLingui();
  const { state, locate } = useLocateCity(onCity);
  const outcome = useOutcomeText()(state);
  const locating = state.status === "locating";
  return (
    <div data-slot="use-my-location" className="flex flex-col gap-1 sm:col-span-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={locate}
        disabled={locating}
      >
        <LocateFixedIcon aria-hidden="true" className="size-4" />
        {locating ? t`Finding your location…` : t`Use my location`}
      </Button>
      <p
        role={outcome?.failed ? "alert" : "status"}
        data-testid="location-message"
        className={outcome?.failed ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
      >
        {outcome?.text ?? ""}
      </p>
    </div>
  );
}
