import type { Partner } from "@storefront/core/contracts/partner";
import { createContext, type ReactNode, useContext } from "react";

const PartnerContext = createContext<Partner | null>(null);

/** Makes the partner this page was served for available to every component below. */
export function PartnerProvider({ partner, children }: { partner: Partner; children: ReactNode }) {
  return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
}

/** The current partner; throws when used outside a PartnerProvider (a wiring bug, not user input). */
export function usePartner(): Partner {
  const partner = useContext(PartnerContext);
  if (!partner) throw new Error("usePartner() needs a <PartnerProvider> above it.");
  return partner;
}
