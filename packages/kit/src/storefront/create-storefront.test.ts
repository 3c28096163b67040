import { createMemoryStorage } from "@storefront/core/storage";
import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { createStorefront, prepareStorefront, type StorefrontRouterInit } from "./create-storefront";

function options() {
  const buildRouter = vi.fn(({ context }: StorefrontRouterInit) =>
    createRouter({ routeTree: createRootRoute(), history: createMemoryHistory(), context }),
  );
  return {
    buildRouter,
    options: {
      partner: null,
      user: null,
      vertical: null,
      locale: "en" as const,
      doc: null,
      win: null,
      storage: createMemoryStorage(),
      createRouter: buildRouter,
    },
  };
}

describe("prepareStorefront", () => {
  it("makes the state first and builds the router on finish(), once", () => {
    const { buildRouter, options: prepared } = options();
    const storefront = prepareStorefront(prepared);
    expect(buildRouter).not.toHaveBeenCalled();
    const finished = storefront.finish();
    expect(buildRouter).toHaveBeenCalledOnce();
    // The router gets the storefront's own context: its store, query client and API client.
    expect(finished.router.options.context).toBe(finished.context);
    expect(finished.context.store).toBe(finished.store);
    expect(finished.context.queryClient).toBe(finished.queryClient);
    expect(storefront.finish()).toBe(finished);
    expect(buildRouter).toHaveBeenCalledOnce();
  });

  it("is what createStorefront does in one go", () => {
    const { buildRouter, options: direct } = options();
    const storefront = createStorefront(direct);
    expect(buildRouter).toHaveBeenCalledOnce();
    expect(storefront.router.options.context).toBe(storefront.context);
  });
});
