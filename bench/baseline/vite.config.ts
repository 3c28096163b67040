import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The physical floor of PERFORMANCE.md: Vite 8 + React 19 + TanStack Router, one lazy route, no
// store code. Same target and manifest as the shell's build, so its figures compare like for like.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  logLevel: "warn",
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
  },
});
