import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({ test: { environment: "jsdom", setupFiles: ["./src/test-setup.ts"] } });
