import { useQuery } from "@tanstack/react-query";
import { useAccountApi } from "./account-api";
import { accountQueries } from "./queries";

/**
 * The shop's currency, for amounts the API sends without one (appointment prices, refunds). The
 * statement carries it; the loaders of those pages load the statement alongside, so it is usually
 * cached already. Undefined until known (amounts then show without a currency).
 */
export function useAccountCurrency(): string | undefined {
  const api = useAccountApi();
  const { data } = useQuery({
    ...accountQueries.statement(api, {}),
    select: (statement) => statement.currency,
  });
  return data;
}
