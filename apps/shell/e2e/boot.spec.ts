import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { fixturePartner, hostUrl, readPayload, withPartner } from "./support";

// Demo partners of the reference server (issue 4), one per partner type. These wait for the API's
// demo seed: until it lands every host answers with no partner (→ /partner-not-found).
const DEMO_HOSTS = [
  ["retail", "retail"],
  ["restaurant", "restaurant"],
  ["salon", "salon"],
  ["hospital", "hospital"],
  ["divine", "divine"],
  ["snachoo", "snachoo"],
] as const;

test.describe("demo partners (need the API's demo seed)", () => {
  for (const [host, type] of DEMO_HOSTS) {
    test(`${host}.localhost boots the ${type} vertical and shows the partner's name`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${hostUrl(baseURL, host)}/`);
      const { partner } = await readPayload(page);
      expect(partner?.snachoo_settings.type).toBe(type);
      await expect(page).toHaveURL(/\/(ar)?$/);
      await expect(
        page
          .getByRole("banner")
          .getByAltText(partner?.name ?? "")
          .or(page.getByRole("banner").getByText(partner?.name ?? "", { exact: true }))
          .first(),
      ).toBeVisible();
      // Every partner type has its vertical: its own home, never a "coming soon" stand-in.
      await expect(page.locator("#main-content")).toBeVisible();
      await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    });
  }

  test("a valid partner is sent away from /partner-not-found", async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "salon")}/partner-not-found`);
    await expect(page).toHaveURL(`${hostUrl(baseURL, "salon")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book an appointment");
  });
});

test.describe("boot from the page payload", () => {
  test("an unknown host has no partner: every path leads to /partner-not-found", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/cart?x=1`);
    await expect(page).toHaveURL(/\/partner-not-found$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store not found");
  });

  test("mounts the vertical of the partner's type, lazily", async ({ page, baseURL }) => {
    await withPartner(page, fixturePartner({ name: "Fixture Retail" }));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Retail");
    // The retail vertical's entry chunk, and no other vertical's.
    const entries = verticalEntryChunks();
    expect(scripts.filter((path) => entries.has(path)).map((path) => entries.get(path))).toEqual(["retail"]);
    // The error page and the partner tags are not needed on this page, so not downloaded. They are
    // lazy chunks of the mount, named by the bundler after their first module — which a shared
    // chunk of the mount's own (core's route table with the API errors) may be named after too.
    const lazy = lazyChunksOfMount();
    expect(scripts.filter((path) => /\/assets\/(errors|tags)-/.test(path) && lazy.has(path))).toEqual([]);
  });

  test("a valid partner is sent away from /partner-not-found, keeping the locale", async ({
    page,
    baseURL,
  }) => {
    await withPartner(page, fixturePartner());
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/ar/partner-not-found`);
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture Store");
  });

  test("a failed chunk load reloads the page once, not in a loop", async ({ page, baseURL }) => {
    await withPartner(page, fixturePartner());
    const retailEntry = [...verticalEntryChunks()].find(([, name]) => name === "retail")?.[0] ?? "";
    await page.route(`**${retailEntry}`, (route) => route.abort("failed"));
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect.poll(() => documents, { timeout: 5_000 }).toBe(2);
    await page.waitForTimeout(1_500);
    expect(documents).toBe(2);
    const last = await page.evaluate(() => sessionStorage.getItem("storefront:last-reload"));
    expect(Number(last)).toBeGreaterThan(0);
  });
});

/** The chunks the shell's mount imports lazily only (`/assets/…js`), from the build's manifest. */
function lazyChunksOfMount(): Set<string> {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest: Record<string, Chunk> = JSON.parse(
    readFileSync(new URL("../dist/.vite/manifest.json", import.meta.url), "utf8"),
  );
  const mount = manifest["src/boot/mount.tsx"];
  const files = (keys: string[] = []) => keys.map((key) => `/${manifest[key]?.file}`);
  const eager = new Set(files(mount?.imports));
  return new Set(files(mount?.dynamicImports).filter((file) => !eager.has(file)));
}

/** Each vertical's entry chunk (`/assets/…js` → the vertical's folder name), from the build's manifest. */
function verticalEntryChunks(): Map<string, string> {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(new URL("../dist/.vite/manifest.json", import.meta.url), "utf8"),
  );
  const entries = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const vertical = /^\.\.\/(\w+)\/src\/index\.ts$/.exec(key)?.[1];
    if (vertical) entries.set(`/${chunk.file}`, vertical);
  }
  return entries;
}
