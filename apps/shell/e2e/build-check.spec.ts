import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

test("after a deploy, the hourly build check offers a reload", async ({ page, baseURL }) => {
  await page.clock.install();
  const origin = hostUrl(baseURL, "no-such-partner");
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  await page.route(`${origin}/`, async (route) => {
    if (route.request().resourceType() === "document") return route.fallback();
    // The build check's fetch of `/`: the server now names another entry chunk.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}/`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, "/assets/index-NEWBUILD.js");
    return route.fulfill({ response, body: html });
  });
  // The checker is its own chunk, fetched after the first render: the hour counts from its start,
  // so the fake clock may only move once it has loaded (on a busy machine that takes a while).
  const checkerLoaded = page.waitForResponse((response) =>
    response.url().includes("/assets/start-build-check-"),
  );
  await page.goto(`${origin}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store not found");
  await (await checkerLoaded).finished();
  await page.evaluate(() => Promise.resolve());

  // The server answered `/` with a redirect to /partner-not-found: count documents from here.
  const documentsBefore = documents;

  await page.clock.runFor("59:00");
  await expect(page.getByText("A new version of this store is available.")).toHaveCount(0);
  await page.clock.runFor("01:01");
  await expect(page.getByText("A new version of this store is available.")).toBeVisible();

  await page.getByRole("button", { name: "Reload" }).click();
  await expect.poll(() => documents).toBe(documentsBefore + 1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store not found");
});
