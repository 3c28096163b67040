import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({
  test: { environment: "node" },
});
