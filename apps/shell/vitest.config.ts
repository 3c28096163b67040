import { reactWithLingui } from "@storefront/vite-config";
import { defineProjectConfig } from "@storefront/vitest-config";

export default defineProjectConfig({
  plugins: reactWithLingui(),
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    // The build's own plugins are tested too (vertical-manifest-plugin).
    include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts"],
  },
});
