/**
 * What a shopper's browser runs before a partner's home can render, as keys of the shell's build
 * manifest. The shell's entry starts `mount` at once; the vertical and its home route are lazy
 * chunks, but the home cannot paint without them, so they count. `pnpm bench` cross-checks these
 * lists against the JS a real browser fetches on each home and fails when they disagree.
 */
export const SHELL_ROOTS = ["index.html", "src/boot/mount.tsx"] as const;

/**
 * Lazy chunks every visit still downloads, right after the first render: they do not delay the
 * paint, but a shopper pays their bytes, so the figure counts them.
 */
export const SHELL_AFTER_FIRST_RENDER = ["src/boot/start-build-check.ts"] as const;

/** Catalogs every page loads before its first render (English; Arabic ones are the same shape). */
export const SHELL_CATALOGS = [
  "src/locales/en/messages.po",
  "../../packages/kit/src/locales/common/en/messages.po",
] as const;

/** kit's catalog of the catalogue pages (the home is one): loaded with the home route. */
const KIT_CATALOG_MESSAGES = "../../packages/kit/src/locales/catalog/en/messages.po";

const KIT_HOME_PAGE = "../../packages/kit/src/catalog/pages/home-page.tsx";
/** The catalogue routes' pending skeletons: the router fetches them beside each page. */
const KIT_CATALOG_SKELETONS = "../../packages/kit/src/catalog/skeletons.tsx";

export interface HomeDefinition {
  /** The vertical's name, as in apps/shell/src/verticals/registry.ts. */
  vertical: string;
  /** A demo partner whose home mounts this vertical (apps/api seed). */
  partner: string;
  /** The vertical's lazy entry module. */
  entry: string;
  /** The home route's lazy modules (page, pending skeleton), when the vertical has them apart from its entry. */
  homeModules?: readonly string[];
  /** The catalogs its home loads besides the shell's: the vertical's own, and kit's feature ones. */
  catalogs: readonly string[];
}

export const HOMES: readonly HomeDefinition[] = [
  {
    vertical: "retail",
    partner: "retail",
    entry: "../retail/src/index.ts",
    homeModules: [KIT_HOME_PAGE, KIT_CATALOG_SKELETONS],
    catalogs: ["../retail/src/locales/en/messages.po", KIT_CATALOG_MESSAGES],
  },
  {
    vertical: "marketplace",
    partner: "snachoo",
    entry: "../marketplace/src/index.ts",
    homeModules: [KIT_HOME_PAGE, KIT_CATALOG_SKELETONS],
    catalogs: ["../marketplace/src/locales/en/messages.po", KIT_CATALOG_MESSAGES],
  },
  {
    // Restaurant, salon, hospital and divine partners mount this until their verticals exist.
    vertical: "coming-soon",
    partner: "restaurant",
    entry: "src/verticals/coming-soon.ts",
    homeModules: ["src/verticals/coming-soon-page.tsx"],
    catalogs: [],
  },
];
