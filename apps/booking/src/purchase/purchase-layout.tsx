import { useLingui } from "@lingui/react/macro";
import { Money } from "@storefront/kit/money";
import { useDocumentTitle } from "@storefront/kit/title";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, PackageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { urlId } from "../booking-search";
import { PurchasePanel, type PurchaseTarget } from "./purchase-panel";

/** One plan or voucher as the list and its detail show it. */
export interface PurchaseItem {
  id: string;
  name: string;
  description?: string | null;
  /** Short facts ("4 sessions", "Valid 30 days"). */
  facts: string[];
  price: number;
}

/**
 * `/paid-plans` and `/vouchers`: the list (each with "Buy"), or with `?buy=<id>` the detail and its
 * purchase; the customer's own plans or vouchers (`mine`) above the list.
 */
export function PurchaseLayout({
  title,
  kind,
  path,
  items,
  buy,
  mine,
  emptyTitle,
}: {
  title: string;
  kind: PurchaseTarget["kind"];
  path: "/paid-plans" | "/vouchers";
  items: PurchaseItem[];
  buy: string | undefined;
  mine: ReactNode;
  emptyTitle: string;
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const chosen = buy ? items.find((item) => item.id === buy) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {chosen ? (
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="purchase-item" className="flex flex-col gap-3">
            <Link
              to={path}
              className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t`Back to the list`}
            </Link>
            <h2 id="purchase-item" className="text-xl font-semibold">
              {chosen.name}
            </h2>
            {chosen.description ? <p className="text-muted-foreground">{chosen.description}</p> : null}
            <ul className="list-disc ps-5 text-sm">
              {chosen.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <Money amount={chosen.price} className="text-lg font-semibold" />
          </section>
          <PurchasePanel target={{ kind, id: chosen.id, price: chosen.price }} listPath={path} />
        </div>
      ) : (
        <>
          {mine}
          {items.length === 0 ? (
            <EmptyState icon={<PackageIcon />} title={emptyTitle} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id} className="flex">
                  <article
                    aria-label={item.name}
                    className="flex w-full flex-col gap-2 rounded-lg border border-border p-4"
                  >
                    <h2 className="font-semibold">{item.name}</h2>
                    {item.description ? (
                      <p className="text-sm text-muted-foreground">{item.description}</p>
                    ) : null}
                    <ul className="text-sm text-muted-foreground">
                      {item.facts.map((fact) => (
                        <li key={fact}>{fact}</li>
                      ))}
                    </ul>
                    <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                      <Money amount={item.price} className="font-semibold" />
                      <Button asChild>
                        <Link
                          to={path}
                          search={{ buy: urlId(item.id) } as never}
                          aria-label={t`Buy ${item.name}`}
                        >
                          {t`Buy`}
                        </Link>
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
