import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig();
