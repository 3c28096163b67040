import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
