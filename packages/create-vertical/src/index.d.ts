/** The versions a created app gets (`versions.json`). */
export interface TemplateVersions {
  /** The storefront packages (`@storefront/kit` → `0.2.0`). */
  storefront: Record<string, string>;
  /** The libraries an app shares with kit: kit's peer range, and the version kit is tested with. */
  shared: Record<string, { range: string; tested: string; providedBy?: string }>;
  /** The template's build and test tools, exact. */
  tools: Record<string, string>;
}

/** Which versions of the shared libraries a created app asks for. */
export type SharedVersions = "tested" | "lowest" | "newest";

/** The versions this package was built with. */
export function releasedVersions(): TemplateVersions;

/** The package.json of a created app. */
export function appManifest(
  name: string,
  versions: TemplateVersions,
  shared?: SharedVersions,
): Record<string, unknown>;

/** The app's name from its folder (lower-case kebab-case). */
export function appName(dir: string): string;

/** Creates the app in `dir` (new or empty). */
export function createApp(options: { dir: string; versions: TemplateVersions; shared?: SharedVersions }): {
  dir: string;
  name: string;
};

/** The lowest version of a caret range. */
export function rangeFloor(range: string): string;

/** The dependency line of each shared library. */
export function sharedDependencies(
  shared: TemplateVersions["shared"],
  mode?: SharedVersions,
): Record<string, string>;
