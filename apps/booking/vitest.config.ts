import { reactWithLingui } from "@storefront/vite-config";
import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({ plugins: reactWithLingui(), test: { environment: "jsdom" } });
