import { describe, expect, it } from "vitest";
import { accountOrdersKey, addressesQueryOptions, orderQueryOptions } from "../checkout";
import { accountInvalidation, accountKey, accountQueries } from "./queries";

// Every source file of kit, as text (the tests excepted).
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const client = {} as never;

describe("the account's query keys", () => {
  it("are written once, in account/queries.ts: no other file spells an account key", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const offenders = Object.entries(sources)
      .filter(([path, text]) => path !== "./queries.ts" && /\[\s*["']account["']/.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it("are the ones the checkout shares with the account (one cache entry for both)", () => {
    expect(addressesQueryOptions(client, "7").queryKey).toEqual(
      accountQueries.addresses({ client, customer: "7" }).queryKey,
    );
    expect(orderQueryOptions(client, "7", "R-1").queryKey).toEqual(
      accountQueries.order({ client, customer: "7" }, "R-1").queryKey,
    );
    // Refreshing the orders after checkout reaches the account's list and details.
    expect(accountOrdersKey("7")).toEqual(accountInvalidation.orders("7"));
    expect(accountQueries.orders({ client, customer: "7" }, 1).queryKey.slice(0, 3)).toEqual(
      accountOrdersKey("7"),
    );
    expect(accountOrdersKey("7").slice(0, 2)).toEqual(accountKey("7"));
  });
});
