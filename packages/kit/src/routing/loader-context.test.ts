import type { ApiClient } from "@storefront/core/api";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { loaderContext } from "./loader-context";

const apiClient = { call: () => Promise.resolve(null) } as unknown as ApiClient;

describe("loaderContext", () => {
  it("fails loudly, naming the routes, on a router wired without an API or query client", () => {
    expect(() => loaderContext({ queryClient: new QueryClient() }, "the account")).toThrow(
      /`apiClient` for the account routes/,
    );
    expect(() => loaderContext(undefined)).toThrow(/queryClient/);
  });

  it("reads the mount's clients, the partner and the user, with safe defaults", () => {
    const queryClient = new QueryClient();
    const bare = loaderContext({ queryClient, apiClient });
    expect(bare).toMatchObject({ queryClient, apiClient, partner: null });
    expect(bare.getUser()).toBeNull();
    const user = { id: "7" };
    expect(loaderContext({ queryClient, apiClient, getUser: () => user }).getUser()).toBe(user);
  });
});
