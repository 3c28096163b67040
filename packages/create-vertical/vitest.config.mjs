import { defineProjectConfig } from "@storefront/vitest-config";

// The command's own tests; the template's test runs in the created app (tooling/consumer-test).
export default defineProjectConfig({ test: { include: ["src/**/*.test.mjs"] } });
