import { describe, expect, it } from "vitest";
import { cardProblems, cardToken, passesLuhn, TEST_CARD_NUMBERS } from "./test-cards";

const tokens = { success: "tok_visa", declined: "tok_declined" };

describe("the demo card form", () => {
  it("turns the declined test number into the declined token, any other valid number into the success token", () => {
    expect(cardToken(TEST_CARD_NUMBERS.declined, tokens)).toBe("tok_declined");
    expect(cardToken("4000-0000-0000-0002", tokens)).toBe("tok_declined");
    expect(cardToken(TEST_CARD_NUMBERS.success, tokens)).toBe("tok_visa");
    expect(cardToken("5555 5555 5555 4444", tokens)).toBe("tok_visa");
  });

  it("checks the number (Luhn), the expiry (MM/YY, not past) and the CVC", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    const now = new Date(2026, 10, 18);
    expect(cardProblems({ number: TEST_CARD_NUMBERS.success, expiry: "11/26", cvc: "123" }, now)).toEqual([]);
    expect(cardProblems({ number: "1234", expiry: "10/26", cvc: "12" }, now)).toEqual([
      "number",
      "expiry",
      "cvc",
    ]);
    expect(cardProblems({ number: TEST_CARD_NUMBERS.declined, expiry: "13/30", cvc: "1234" }, now)).toEqual([
      "expiry",
    ]);
  });
});
