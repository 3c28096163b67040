/**
 * The simulated card form of the demo (the reference API charges no real card): a card number
 * becomes one of the API's test tokens (`checkout/options` → `test_card_tokens`). The numbers are
 * the usual public test numbers and are shown in the form.
 */
export const TEST_CARD_NUMBERS = Object.freeze({
  /** Charged: becomes the `success` token (`tok_visa`). Any other valid number does too. */
  success: "4242 4242 4242 4242",
  /** Declined: becomes the `declined` token (`tok_declined`) → 402 `payment_failed` → /failure. */
  declined: "4000 0000 0000 0002",
});

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What can be wrong with the card fields. */
export type CardProblem = "number" | "expiry" | "cvc";

/** The card as typed. */
export interface CardInput {
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
}

/** Checks the card fields; `now` decides whether the expiry has passed. */
export function cardProblems(card: CardInput, now = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!passesLuhn(cardDigits(card.number))) problems.push("number");
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (!expiry || month < 1 || month > 12 || year * 12 + (month - 1) < thisMonth) problems.push("expiry");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push("cvc");
  return problems;
}

/**
 * The token a (valid) card number stands for: the declined test number gives the declined token,
 * every other number the success token.
 */
export function cardToken(number: string, tokens: { success: string; declined: string }): string {
  return cardDigits(number) === cardDigits(TEST_CARD_NUMBERS.declined) ? tokens.declined : tokens.success;
}
