import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({ test: { include: ["*.test.mjs"] } });
