import { plain } from "./catalog-support";
import { expect, type Page, test } from "./fixtures";
import { hostUrl } from "./support";

// Selling price groups (spec §3 `selling_price_group_id`, decision 0026) against the real server:
// the demo wholesale customer of the retail partner sees the "Wholesale" group's prices, which the
// server computes; a guest, and the same browser after logout, see list prices again.

const WHOLESALE = { email: "wholesale@example.com", password: "wholesale12345" };
/** The demo Smart Watch: 649.00 list, 519.00 for the Wholesale group (its own price). */
const WATCH = { path: "/products/16/smart-watch", name: "Smart Watch", list: /649\.00/, group: /519\.00/ };

const productPrice = (page: Page) =>
  page.locator("[data-slot=product-page] [data-slot=price-amount]").first();
const productOldPrice = (page: Page) =>
  page.locator("[data-slot=product-page] [data-slot=price-old]").first();

test("the wholesale customer sees the group's lower price; after logout the list price is back", async ({
  page,
  baseURL,
}) => {
  const origin = hostUrl(baseURL, "retail");
  await page.goto(`${origin}${WATCH.path}`);
  await expect(page.getByRole("heading", { level: 1, name: WATCH.name })).toBeVisible();
  await expect.poll(async () => plain(await productPrice(page).textContent())).toMatch(WATCH.list);
  await expect(productOldPrice(page)).toHaveCount(0);

  // Log in from the header on this page: the guest's cached answer must not stay on screen.
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Log in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "E-mail address" }).fill(WHOLESALE.email);
  await dialog.getByLabel(/^Password/).fill(WHOLESALE.password);
  await dialog.locator("button[type=submit]").click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => plain(await productPrice(page).textContent())).toMatch(WATCH.group);
  // The list price is shown struck through beside it.
  await expect.poll(async () => plain(await productOldPrice(page).textContent())).toMatch(WATCH.list);

  // What the server puts in the cart is the group's price too.
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
  // The toast shows only once the server has the line; a page load before that would race the write.
  await expect(page.getByText(`${WATCH.name} added to the cart`, { exact: true })).toBeAttached();
  await page.goto(`${origin}/cart`);
  const line = page.getByRole("main").getByRole("listitem").filter({ hasText: WATCH.name }).first();
  await expect.poll(async () => plain(await line.textContent())).toMatch(WATCH.group);
  await page.goto(`${origin}${WATCH.path}`);
  await expect.poll(async () => plain(await productPrice(page).textContent())).toMatch(WATCH.group);

  // Log out (the header menu goes home), then back to the watch inside the app: list price again,
  // nothing of the wholesale answers kept in the client's cache.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Account: / })
    .click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await page.goBack();
  await expect(page).toHaveURL(`${origin}${WATCH.path}`);
  await expect.poll(async () => plain(await productPrice(page).textContent())).toMatch(WATCH.list);
  await expect(productOldPrice(page)).toHaveCount(0);
});
