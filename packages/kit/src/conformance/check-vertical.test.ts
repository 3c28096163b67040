/// <reference types="node" />

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { msg } from "@lingui/core/macro";
import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { afterAll, describe, expect, it } from "vitest";
import { NAV_LINKS } from "../layout";
import { checkoutLabel } from "../locale";
import { defineVertical, type VerticalDefinition } from "../vertical";
import { checkVertical } from "./check-vertical";
import type { ConformanceRule } from "./problems";

// Each rule is proved once: a vertical that follows the template passes, and breaking one rule
// makes the check report that rule. The vertical's files live in a scratch package on disk.

const scratch = mkdtempSync(join(tmpdir(), "vertical-conformance-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PO_EN = 'msgid ""\nmsgstr ""\n"Language: en\\n"\n\nmsgid "Fresh today"\nmsgstr "Fresh today"\n';
const PO_AR = 'msgid ""\nmsgstr ""\n"Language: ar\\n"\n\nmsgid "Fresh today"\nmsgstr "طازج اليوم"\n';
const GOOD_FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "@storefront/app-fixture",
    dependencies: { "@storefront/kit": "*" },
  }),
  "src/index.ts": [
    'import { defineVertical } from "@storefront/kit/vertical";',
    'import { t } from "@lingui/core/macro";',
    'import { helper } from "./helper";',
    'export const page = () => import("./page");',
  ].join("\n"),
  "src/helper.ts": "export const helper = 1;",
  "src/page.tsx": 'import { Trans } from "@lingui/react/macro";\nexport function Page() {}',
  "src/index.test.ts": 'import shell from "@storefront/shell";',
  "src/locales/en/messages.po": PO_EN,
  "src/locales/ar/messages.po": PO_AR,
};

/** Writes a vertical's package (the good one, changed by `files`: null deletes) and returns its folder. */
function fixturePackage(files: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(scratch, "app-"));
  for (const [path, text] of Object.entries({ ...GOOD_FILES, ...files })) {
    if (text === null) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function Page() {
  return null;
}
const lazyPage = lazyRouteComponent(() => Promise.resolve({ Page }), "Page");
const page = (parent: AnyRoute, path: string, component: unknown = lazyPage) =>
  createRoute({ getParentRoute: () => parent, path, component: component as never }) as unknown as AnyRoute;

const freshToday = msg`Fresh today`;
const placeOrder = msg`Place order`;

/** A vertical that follows the template: retail, a home, a product list, its catalog. */
function goodVertical(overrides: Partial<VerticalDefinition> = {}): VerticalDefinition {
  return defineVertical({
    id: "fixture",
    partnerTypes: ["retail"],
    createRoutes: (parent) => [page(parent, "/"), page(parent, "/products"), page(parent, "/products/$id")],
    loadCatalog: async (locale) => ({
      [freshToday.id]: locale === "en" ? "Fresh today" : "طازج اليوم",
      [placeOrder.id]: locale === "en" ? "Place order" : "تقديم الطلب",
    }),
    nav: [NAV_LINKS.home, NAV_LINKS.products, NAV_LINKS.contact],
    labels: [{ replace: checkoutLabel, with: placeOrder, locales: ["en"] }],
    catalogFlavour: (partner) => ({ adventurePark: partner.snachoo_settings.is_adventure_park === true }),
    ...overrides,
  });
}

async function rulesBroken(vertical: VerticalDefinition, files: Record<string, string | null> = {}) {
  const problems = await checkVertical(vertical, { from: join(fixturePackage(files), "src/index.test.ts") });
  return { problems, rules: [...new Set(problems.map((problem) => problem.rule))] as ConformanceRule[] };
}

describe("checkVertical", () => {
  it("passes a vertical that follows the template", async () => {
    expect((await rulesBroken(goodVertical())).problems).toEqual([]);
  });

  it("definition: a broken id, partner types, navigation, labels or flavour", async () => {
    const cases: Partial<VerticalDefinition>[] = [
      { id: "Fixture Shop" },
      { partnerTypes: [] },
      { partnerTypes: ["retail", "bakery" as never] },
      { partnerTypes: ["retail", "retail"] },
      { nav: [NAV_LINKS.home, { ...NAV_LINKS.contact, id: "home" }] },
      { nav: [{ id: "x", path: "contact", label: NAV_LINKS.contact.label }] },
      { labels: [{ replace: placeOrder, with: placeOrder }] },
      { labels: [{ replace: checkoutLabel, with: placeOrder, locales: ["fr" as never] }] },
      { catalogFlavour: () => ({ vendors: "yes" }) as never },
      { createRoutes: "routes" as never },
    ];
    for (const overrides of cases) {
      const { rules, problems } = await rulesBroken(goodVertical(overrides));
      expect(rules, JSON.stringify(problems)).toEqual(["definition"]);
    }
  });

  it("manifest-route: a path core's manifest does not know, or one defined twice", async () => {
    const unknown = await rulesBroken(
      goodVertical({
        createRoutes: (parent) => [page(parent, "/"), page(parent, "/products"), page(parent, "/shop")],
      }),
    );
    expect(unknown.rules).toEqual(["manifest-route"]);
    expect(unknown.problems[0]?.message).toContain("/shop");
    const twice = await rulesBroken(
      goodVertical({
        createRoutes: (parent) => [page(parent, "/"), page(parent, "/cart"), page(parent, "/cart")],
      }),
    );
    expect(twice.rules).toEqual(["manifest-route"]);
  });

  it("partner-route: a route the manifest keeps from every partner type it serves", async () => {
    const { rules, problems } = await rulesBroken(
      goodVertical({
        createRoutes: (parent) => [page(parent, "/"), page(parent, "/products"), page(parent, "/menu")],
      }),
    );
    expect(rules).toEqual(["partner-route"]);
    expect(problems[0]?.message).toContain("/menu");
  });

  it("shared-route: a page the shell mounts itself, or no home", async () => {
    const contact = await rulesBroken(
      goodVertical({
        createRoutes: (parent) => [page(parent, "/"), page(parent, "/products"), page(parent, "/contact")],
      }),
    );
    expect(contact.rules, JSON.stringify(contact.problems)).toEqual(["shared-route"]);
    const account = await rulesBroken(
      goodVertical({
        createRoutes: (parent) => [
          page(parent, "/"),
          page(parent, "/products"),
          page(parent, "/account/profile"),
        ],
      }),
    );
    expect(account.rules).toEqual(["shared-route"]);
    const homeless = await rulesBroken(
      goodVertical({ createRoutes: (parent) => [page(parent, "/products")], nav: [NAV_LINKS.products] }),
    );
    expect(homeless.rules, JSON.stringify(homeless.problems)).toEqual(["shared-route"]);
  });

  it("lazy-page: a page component in the vertical's entry chunk", async () => {
    const { rules } = await rulesBroken(
      goodVertical({ createRoutes: (parent) => [page(parent, "/"), page(parent, "/products", Page)] }),
    );
    expect(rules).toEqual(["lazy-page"]);
  });

  it("lazy-page: a kiosk page that is not a lazy chunk", async () => {
    const eager = await rulesBroken(
      goodVertical({ kioskPage: Page as unknown as VerticalDefinition["kioskPage"] }),
    );
    expect(eager.rules).toEqual(["lazy-page"]);
    const lazy = await rulesBroken(goodVertical({ kioskPage: lazyPage }));
    expect(lazy.problems).toEqual([]);
  });

  it("checks nested routes by their full path", async () => {
    const { problems } = await rulesBroken(
      goodVertical({
        createRoutes: (parent) => {
          const products = page(parent, "/products");
          return [page(parent, "/"), products.addChildren([page(products, "$id"), page(products, "oops")])];
        },
      }),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("/products/oops is not in core's route manifest"),
    ]);
  });

  it("nav: a link to a page that is not mounted, or that the partner type may not use", async () => {
    const unmounted = await rulesBroken(goodVertical({ nav: [NAV_LINKS.home, NAV_LINKS.categories] }));
    expect(unmounted.rules).toEqual(["nav"]);
    expect(unmounted.problems[0]?.message).toContain("/categories");
    const kiosk = await rulesBroken(
      goodVertical({ nav: [NAV_LINKS.home, { ...NAV_LINKS.menu, path: "/kiosk" }] }),
    );
    expect(kiosk.problems).toEqual([]);
    const restaurantOnly = await rulesBroken(
      goodVertical({ partnerTypes: ["retail"], nav: [{ ...NAV_LINKS.menu, path: "/checkout-sugar" }] }),
    );
    expect(restaurantOnly.rules).toEqual(["nav"]);
  });

  it("labels: an override whose wording the vertical's catalog lacks", async () => {
    const { rules } = await rulesBroken(
      goodVertical({ loadCatalog: async () => ({ [freshToday.id]: "Fresh today" }) }),
    );
    expect(rules).toEqual(["labels"]);
  });

  it("catalog: an empty Arabic entry, locales out of step, a missing locale or no loader", async () => {
    const empty = await rulesBroken(goodVertical(), {
      "src/locales/ar/messages.po": PO_AR.replace("طازج اليوم", ""),
    });
    expect(empty.rules).toEqual(["catalog"]);
    expect(empty.problems[0]?.message).toContain("Fresh today");
    const outOfStep = await rulesBroken(goodVertical(), {
      "src/locales/ar/messages.po": `${PO_AR}\nmsgid "Stale"\nmsgstr "قديم"\n`,
    });
    expect(outOfStep.rules).toEqual(["catalog"]);
    const noArabic = await rulesBroken(goodVertical(), { "src/locales/ar/messages.po": null });
    expect(noArabic.rules).toEqual(["catalog"]);
    const noLoader = await rulesBroken(goodVertical({ loadCatalog: undefined, labels: undefined }));
    expect(noLoader.rules).toEqual(["catalog"]);
    const failing = await rulesBroken(
      goodVertical({
        loadCatalog: () => Promise.reject(new Error("no chunk")),
        labels: undefined,
      }),
    );
    expect(failing.rules).toEqual(["catalog"]);
    const messagesWithoutCatalogs = await rulesBroken(goodVertical(), {
      "src/locales/en/messages.po": null,
      "src/locales/ar/messages.po": null,
    });
    expect(messagesWithoutCatalogs.rules).toEqual(["catalog"]);
  });

  it("imports: the shell, the API or another vertical, by name, path or package.json", async () => {
    const cases: Record<string, string>[] = [
      { "src/helper.ts": 'import { boot } from "@storefront/shell/src/boot/boot";' },
      { "src/helper.ts": 'export { default } from "@storefront/app-marketplace";' },
      { "src/helper.ts": 'const api = () => import("@storefront/api");' },
      { "src/helper.ts": 'import "../../shell/src/styles.css";' },
      {
        "package.json": JSON.stringify({
          name: "@storefront/app-fixture",
          devDependencies: { "@storefront/app-retail": "workspace:*" },
        }),
      },
    ];
    for (const files of cases) {
      const { rules, problems } = await rulesBroken(goodVertical(), files);
      expect(rules, JSON.stringify(problems)).toEqual(["imports"]);
    }
    // Its own package name and its own files are fine (the good fixture imports "./helper").
    const self = await rulesBroken(goodVertical(), {
      "src/helper.ts": 'import type { X } from "@storefront/app-fixture";',
    });
    expect(self.problems).toEqual([]);
  });

  it("a stand-in inside another package: only its files count, and its imports stay among them", async () => {
    const dir = fixturePackage({
      "package.json": JSON.stringify({
        name: "@storefront/host",
        dependencies: { "@storefront/app-x": "*" },
      }),
      "src/stand-in.ts": 'import { Page } from "./stand-in-page";',
      "src/stand-in-page.tsx": 'import { registry } from "./registry";',
      "src/registry.ts": 'export const registry = () => import("@storefront/app-x");',
    });
    const options = { from: dir, files: ["src/stand-in.ts", "src/stand-in-page.tsx"] };
    const vertical = goodVertical({ loadCatalog: undefined, labels: undefined });
    const shellCatalog = { dir: "src/locales", loadedBy: "shell" as const };
    const problems = await checkVertical(vertical, { ...options, messages: shellCatalog });
    expect(problems.map((problem) => problem.rule)).toEqual(["imports"]);
    expect(problems[0]?.message).toContain("./registry");
  });
});
