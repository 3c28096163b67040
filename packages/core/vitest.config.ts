import { defineProjectConfig } from "@storefront/vitest-config";

// Core holds no module-level mutable state (a rule of the package), so test files can share one
// module graph: without isolation the suite runs in seconds instead of a minute.
export default defineProjectConfig({ test: { isolate: false } });
