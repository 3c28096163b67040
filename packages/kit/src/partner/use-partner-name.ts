import { useLocalized } from "../locale";
import { usePartner } from "./partner-context";

/**
 * The partner's name in the page's language (`name_lang`), else its `name`: what the header,
 * footer and pages show. Page titles keep `name`, the brand the server's HTML titles carry.
 */
export function usePartnerName(): string {
  const partner = usePartner();
  return useLocalized()(partner.name, partner.name_lang);
}
