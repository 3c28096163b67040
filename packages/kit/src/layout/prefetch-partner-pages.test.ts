import type { ApiClient } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { partnerPageKeys } from "../pages";
import { prefetchPartnerPagesOnServer } from "./prefetch-partner-pages";

const LIST = [{ name: "about", title: "About us", title_lang: { en: "About us", ar: "من نحن" } }];

function setup(call: ApiClient["call"]) {
  const apiClient = { call: vi.fn(call), logger: console } as unknown as ApiClient & {
    call: ReturnType<typeof vi.fn>;
  };
  const queryClient = new QueryClient();
  const partner = { pages: ["about"] } as unknown as Partner;
  return { apiClient, queryClient, partner };
}

describe("prefetchPartnerPagesOnServer", () => {
  it("puts the partner's page list in the server render's cache (so it is dehydrated with the page)", async () => {
    const context = { ...setup(async () => LIST as never), onServer: true };
    await prefetchPartnerPagesOnServer(context);
    expect(context.apiClient.call).toHaveBeenCalledTimes(1);
    expect(context.queryClient.getQueryData(partnerPageKeys.list())).toEqual(LIST);
  });

  it("asks for nothing in the browser: the footer's own query fetches when it needs to", async () => {
    const context = { ...setup(async () => LIST as never), onServer: false };
    await prefetchPartnerPagesOnServer(context);
    expect(context.apiClient.call).not.toHaveBeenCalled();
    expect(context.queryClient.getQueryData(partnerPageKeys.list())).toBeUndefined();
  });

  it("asks for nothing for a partner without pages", async () => {
    const context = { ...setup(async () => LIST as never), onServer: true };
    await prefetchPartnerPagesOnServer({ ...context, partner: { pages: [] } });
    expect(context.apiClient.call).not.toHaveBeenCalled();
  });

  it("does not fail the page when the list cannot be fetched", async () => {
    const context = {
      ...setup(async () => {
        throw new Error("CMS down");
      }),
      onServer: true,
    };
    await expect(prefetchPartnerPagesOnServer(context)).resolves.toBeUndefined();
    expect(context.queryClient.getQueryData(partnerPageKeys.list())).toBeUndefined();
  });
});
