// Where the consumer test works, and how it runs commands there. The scratch folder is outside the
// workspace (the system's temporary folder), so nothing in it can resolve a workspace package, the
// monorepo's tsconfig or its export condition: it sees the packages exactly as a registry serves them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publicEntries } from "@storefront/tsdown-config/entries";

export const repoRoot = join(import.meta.dirname, "../../..");

/** The published libraries, in dependency order (folders of `packages/`). */
export const LIBRARIES = ["core", "ui", "kit"] as const;

/** The create command's package (a folder of `packages/`). */
export const CREATE_PACKAGE = "create-vertical";

/** Every published package. */
export const PUBLISHED = [...LIBRARIES, CREATE_PACKAGE] as const;

/** A published package's manifest, as it is in the checkout. */
export function manifestOf(folder: string): {
  name: string;
  version: string;
  peerDependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(join(repoRoot, "packages", folder, "package.json"), "utf8"));
}

/** The packages' scope (`@storefront`), read from kit's name so a rename of the scope needs no edit here. */
export const scope = manifestOf("kit").name.split("/")[0] as string;

/** The registry name of a published package folder (`kit` → `@storefront/kit`). */
export const packageName = (folder: string) => manifestOf(folder).name;

/** The file `pnpm pack` writes for a package (`@storefront/kit@0.1.0` → `storefront-kit-0.1.0.tgz`). */
export function tarballName(folder: string): string {
  const { name, version } = manifestOf(folder);
  return `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
}

/**
 * Which versions of the libraries an app shares with kit the scratch app is installed with: the
 * floors of kit's peer ranges, or the newest releases they allow (what the registry serves, less
 * pnpm's day-old rule for ranges).
 */
export type Variant = "lowest" | "newest";

/** The port of the reference API the scratch apps' dev servers forward to (the shell's e2e has E2E_PORT). */
export const serverPort = Number(process.env.CONSUMER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 100);

/** The port of a scratch app's `vite preview`, next to the API's: one per variant and Playwright worker. */
export function previewPort(variant: Variant, parallelIndex: number): number {
  return serverPort + 1 + parallelIndex * 2 + (variant === "newest" ? 1 : 0);
}

/** The port of the throwaway registry of the release dry-run. */
export const registryPort = Number(process.env.REGISTRY_PORT ?? 48731);

/** The scratch folder of this run (one per server port, so two checkouts on one machine do not collide). */
export const scratchDir = join(tmpdir(), `storefront-consumer-${serverPort}`);

/** The packed packages. */
export const tarballsDir = join(scratchDir, "tarballs");

/** The app a vertical team would have, created by the command and installed from the tarballs. */
export const appDirOf = (variant: Variant) => join(scratchDir, `app-${variant}`);

/** The script that imports every public subpath in plain Node (copied into an app to run there). */
export const checkExportsScript = join(import.meta.dirname, "../check-exports.mjs");

/** Every public subpath of the published libraries, as an import specifier (`@storefront/kit/cart`). */
export function publicSpecifiers(): string[] {
  return LIBRARIES.flatMap((folder) =>
    publicEntries(join(repoRoot, "packages", folder)).map(
      (entry) => `${packageName(folder)}${entry.subpath.slice(1)}`,
    ),
  );
}

/** The environment of the test, minus what pnpm or turbo set for the workspace (a scratch app must not inherit it). */
export function outsideEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_|TURBO_|INIT_CWD$)/i.test(key)),
  );
  return { ...inherited, ...env };
}

/**
 * Runs a command and returns its output; throws with the end of the output when it fails, so the
 * test report says why. The environment is `outsideEnv`'s.
 */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): string {
  const result = spawnSync(command, args, {
    cwd,
    env: outsideEnv(env),
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
