import { type ChildProcess, spawn } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  CREATE_PACKAGE,
  checkExportsScript,
  LIBRARIES,
  PUBLISHED,
  packageName,
  publicSpecifiers,
  registryPort,
  repoRoot,
  run,
  scope,
  scratchDir,
} from "./scratch";

// The README's "Releasing a package", end to end, against a throwaway registry (verdaccio on
// 127.0.0.1, storage in the scratch folder, no uplink: it never asks the public registry about
// our scope's names). On a copy of the repository, so nothing here changes the checkout: a
// pre-release (`changeset pre enter next`, version, publish), then the release (`pre exit`,
// version, publish), each version step followed by the create command's build as `pnpm release`
// does; then `npm create <scope>/vertical@<new version>` writes an app from the registry, which
// installs the released packages and imports every public subpath.

test.describe.configure({ mode: "serial", timeout: 240_000 });

const releaseDir = join(scratchDir, "release");
const repoCopy = join(releaseDir, "repo");
const registry = `http://127.0.0.1:${registryPort}/`;
const bin = (name: string) => join(import.meta.dirname, "../node_modules/.bin", name);
let verdaccio: ChildProcess | undefined;

/** The npm settings of the dry run: our scope (and nothing else) goes to the throwaway registry. */
function npmrc(token: string) {
  const path = join(releaseDir, "npmrc");
  writeFileSync(path, `${scope}:registry=${registry}\n//127.0.0.1:${registryPort}/:_authToken=${token}\n`);
  return { npm_config_userconfig: path };
}

async function startRegistry(): Promise<void> {
  const config = join(releaseDir, "verdaccio.yaml");
  writeFileSync(
    config,
    [
      `storage: ${join(releaseDir, "storage")}`,
      `auth: { htpasswd: { file: ${join(releaseDir, "htpasswd")}, max_users: 10 } }`,
      "uplinks: {}",
      "packages:",
      `  "${scope}/*": { access: $all, publish: $authenticated }`,
      "web: { enable: false }",
      // Longer than the whole dry run: Node's fetch reuses its connection between the steps.
      "server: { keepAliveTimeout: 600 }",
      "log: { type: stdout, format: pretty, level: error }",
      "",
    ].join("\n"),
  );
  verdaccio = spawn(bin("verdaccio"), ["--config", config, "--listen", `127.0.0.1:${registryPort}`], {
    stdio: "inherit",
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${registry}-/ping`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`verdaccio did not answer on ${registry} within 60 s`);
}

async function addUser(): Promise<string> {
  const response = await fetch(`${registry}-/user/org.couchdb.user:dry-run`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "dry-run", password: "dry-run-password" }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`verdaccio refused the user: ${JSON.stringify(body)}`);
  return body.token;
}

/** The versions and dist-tags of a package on the throwaway registry. */
async function published(name: string) {
  const response = await fetch(`${registry}${name.replace("/", "%2f")}`);
  expect(response.ok, `${name} is on the registry`).toBe(true);
  return (await response.json()) as {
    versions: Record<string, unknown>;
    "dist-tags": Record<string, string>;
  };
}

/**
 * What `pnpm install` links for the workspace dependencies of the copied packages (`pnpm publish`
 * reads them to replace `workspace:*`): the copy's own published packages, and the checkout's
 * private tooling packages (devDependencies, never published).
 */
function linkWorkspaceDependencies() {
  for (const name of PUBLISHED) {
    const manifest = JSON.parse(readFileSync(join(repoCopy, "packages", name, "package.json"), "utf8"));
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies } as Record<string, string>;
    for (const [dependency, range] of Object.entries(dependencies)) {
      if (!range.startsWith("workspace:")) continue;
      const published = PUBLISHED.find((candidate) => dependency === packageName(candidate));
      const target = published
        ? join(repoCopy, "packages", published)
        : join(repoRoot, "packages", name, "node_modules", dependency);
      const link = join(repoCopy, "packages", name, "node_modules", dependency);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(realpathSync(target), link);
    }
  }
}

const version = (name: string) =>
  JSON.parse(readFileSync(join(repoCopy, "packages", name, "package.json"), "utf8")).version as string;

test.afterAll(() => {
  verdaccio?.kill();
});

test("a pre-release and a release publish to a throwaway registry", async () => {
  mkdirSync(releaseDir, { recursive: true });
  await startRegistry();
  const env = npmrc(await addUser());

  // What a fresh clone has, with the packages built: the workspace files, the changesets, the packages.
  for (const file of ["package.json", "pnpm-workspace.yaml", "pnpm-lock.yaml", ".gitignore", ".changeset"])
    cpSync(join(repoRoot, file), join(repoCopy, file), { recursive: true });
  for (const name of PUBLISHED)
    cpSync(join(repoRoot, "packages", name), join(repoCopy, "packages", name), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|\.turbo)$/.test(source),
    });
  linkWorkspaceDependencies();
  run("git", ["init", "-q", "-b", "main"], repoCopy);
  run("git", ["add", "-A"], repoCopy);
  run(
    "git",
    ["-c", "user.name=dry-run", "-c", "user.email=dry-run@localhost", "commit", "-qm", "release"],
    repoCopy,
  );
  const before = version("kit");

  const changeset = (...args: string[]) => run(bin("changeset"), args, repoCopy, env);
  // `pnpm release` builds before it publishes; of the packages' builds only the create command's
  // depends on the new versions (the versions a created app gets).
  const buildCreateCommand = () =>
    run("node", [`packages/${CREATE_PACKAGE}/src/write-versions.mjs`], repoCopy);
  changeset("pre", "enter", "next");
  changeset("version");
  buildCreateCommand();
  const next = version("kit");
  expect(next).toMatch(/-next\.0$/);
  changeset("publish");
  changeset("pre", "exit");
  changeset("version");
  buildCreateCommand();
  const release = version("kit");
  expect(release).not.toBe(before);
  expect(release).toBe(next.replace(/-next\.0$/, ""));
  changeset("publish");

  for (const name of PUBLISHED) {
    const info = await published(packageName(name));
    expect(info["dist-tags"]).toEqual({ next: `${version(name)}-next.0`, latest: version(name) });
  }
  // An annotated tag per release (what `git push --follow-tags` in the README pushes).
  const tags = run("git", ["tag", "-l", "--format=%(objecttype) %(refname:short)"], repoCopy);
  for (const name of PUBLISHED) expect(tags).toContain(`tag ${packageName(name)}@${version(name)}\n`);
  // pnpm publish wrote kit's workspace dependencies as the versions released with it.
  const kit = (await published(packageName("kit"))).versions[release] as {
    dependencies: Record<string, string>;
  };
  expect(kit.dependencies[packageName("core")]).toBe(version("core"));
});

test("`npm create` writes an app from the registry that installs the released packages", () => {
  const env = {
    npm_config_userconfig: join(releaseDir, "npmrc"),
    // Caches of their own: the throwaway registry republishes the same versions on every run, and
    // a shared metadata cache would answer with an earlier run's tarball.
    npm_config_cache: join(releaseDir, "npm-cache"),
    pnpm_config_cache_dir: join(releaseDir, "pnpm-cache"),
    npm_config_yes: "true",
  };
  const release = version(CREATE_PACKAGE);
  run("npm", ["create", `${scope}/vertical@${release}`, "app"], releaseDir, env);
  const consumer = join(releaseDir, "app");
  const manifest = JSON.parse(readFileSync(join(consumer, "package.json"), "utf8"));
  for (const name of LIBRARIES) expect(manifest.dependencies[packageName(name)]).toBe(`^${version(name)}`);
  run("pnpm", ["install", "--prefer-offline"], consumer, env);
  const installed = JSON.parse(
    readFileSync(join(consumer, "node_modules", packageName("kit"), "package.json"), "utf8"),
  );
  expect(installed.version).toBe(version("kit"));
  copyFileSync(checkExportsScript, join(consumer, "check-exports.mjs"));
  const output = run("node", ["check-exports.mjs", ...publicSpecifiers()], consumer);
  expect(output).toMatch(/ 0 problems/);
});
