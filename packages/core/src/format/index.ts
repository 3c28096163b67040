import { DEFAULT_DECIMALS } from "../constants/index.js";

export type { Currency } from "../contracts/currency.js";
export { DEFAULT_CURRENCY } from "../contracts/currency.js";
export { escapeXml } from "./escape-xml.js";
export { addIsoDays, fromIsoDay, toIsoDay } from "./iso-day.js";
export { fromMinorUnits, MINOR_PER_MAJOR, toMinorUnits } from "./minor-units.js";
export { currencyFromCode, formatMoney } from "./money.js";
export { formatNumber } from "./number.js";
export { DEFAULT_DECIMALS };
