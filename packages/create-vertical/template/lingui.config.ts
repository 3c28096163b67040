import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The vertical's own messages. kit's arrive compiled with kit; this catalog is merged over them,
// so a message here can also reword one of kit's.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
