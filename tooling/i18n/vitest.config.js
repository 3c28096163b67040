import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({ test: { include: ["src/**/*.test.js"], testTimeout: 120_000 } });
