import { useLingui } from "@lingui/react/macro";
import { usePartner } from "@storefront/kit/partner";

/** The flow's words for the partner: a salon's services and stylists, a hospital's consultations and doctors. */
export function useBookingWords() {
  const { t } = useLingui();
  const hospital = usePartner().snachoo_settings.type === "hospital";
  return {
    hospital,
    chooseService: hospital ? t`Choose a consultation` : t`Choose a service`,
    chooseStaff: hospital ? t`Choose a doctor` : t`Choose a stylist`,
    staffLabel: hospital ? t`Doctor` : t`Stylist`,
    serviceLabel: hospital ? t`Consultation` : t`Service`,
    anyone: t`Anyone available`,
    anyoneHint: hospital
      ? t`The first doctor free at the time you choose.`
      : t`The first stylist free at the time you choose.`,
  };
}
