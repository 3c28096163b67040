/**
 * `@storefront/kit/money` — every price of the storefront in the partner's currency
 * (`partner.currency` from the page payload) and the active locale: `<Money amount={49} />` and,
 * for prices inside sentences, `useMoney()`. Both format with core's `formatMoney`.
 * @module
 */
export { Money, type MoneyProps } from "./money";
export { type MoneyFormat, resolveCurrency, useMoney } from "./use-money";
