// Where the consumer test works, and how it runs commands there. The scratch folder is outside the
// workspace (the system's temporary folder), so nothing in it can resolve a workspace package, the
// monorepo's tsconfig or its export condition: it sees the packages exactly as a registry serves them.
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publicEntries } from "@storefront/tsdown-config/entries";

export const repoRoot = join(import.meta.dirname, "../../..");

/** The published packages, in dependency order. */
export const PUBLISHED = ["core", "ui", "kit"] as const;

/** The port of the reference server that serves the scratch app (the shell's e2e has E2E_PORT). */
export const serverPort = Number(process.env.CONSUMER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 100);

/** The port of the throwaway registry of the release dry-run. */
export const registryPort = Number(process.env.REGISTRY_PORT ?? 48731);

/** The scratch folder of this run (one per server port, so two checkouts on one machine do not collide). */
export const scratchDir = join(tmpdir(), `storefront-consumer-${serverPort}`);

/** The app a vertical team would have, installed from the packed tarballs. */
export const appDir = join(scratchDir, "app");

/** Every public subpath of the published packages, as an import specifier (`@storefront/kit/cart`). */
export function publicSpecifiers(): string[] {
  return PUBLISHED.flatMap((name) =>
    publicEntries(join(repoRoot, "packages", name)).map(
      (entry) => `@storefront/${name}${entry.subpath.slice(1)}`,
    ),
  );
}

/**
 * Runs a command and returns its output; throws with the end of the output when it fails, so the
 * test report says why. The environment is the test's, minus what pnpm or turbo set for the
 * workspace (the scratch app must not inherit the monorepo's settings).
 */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): string {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_|TURBO_|INIT_CWD$)/i.test(key)),
  );
  const result = spawnSync(command, args, {
    cwd,
    env: { ...inherited, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(" ")}\` failed in ${cwd} (exit ${result.status}):\n${output.slice(-6000)}`,
    );
  return output;
}
