import { STORAGE_KEYS } from "@storefront/core/constants";
import {
  addToServerCart,
  cartLink,
  loginInDialog,
  PRODUCTS,
  retailOrigin,
  signUp,
  stored,
  storeLogin,
  wishlistLink,
} from "./cart-e2e-helpers";
import { expect, type Page, test } from "./fixtures";

// Issue 17, "Storage corruption": every localStorage key the storefront uses (spec §9's keys, read
// from core, and the age gate's), set to garbage, to another version's shape, to values of the
// wrong types and to as much as the browser takes (up to 5 MB): the app boots, and the next write
// repairs the key. The suite prints what it tried and what held.

const AGE_VERIFIED_KEY = "ageVerified";
const ALL_KEYS = [...Object.values(STORAGE_KEYS), AGE_VERIFIED_KEY];

/** The corruptions, by name. `big` is built in the page: as close to 5 MB as the quota allows. */
const CORRUPTIONS = {
  garbage: '{"oops": [1, 2',
  "another version's shape": JSON.stringify({ version: 3, items: { "7": { quantity: 2 } }, token: 42 }),
  "wrong types": JSON.stringify([{ product_id: { $ne: 1 }, qty: "lots", price: -1 }, null, 7, "x"]),
  "5 MB": "big",
} as const;
type Corruption = keyof typeof CORRUPTIONS;

const tally = { tried: 0, held: 0 };
// Tests of this file share the run's workers: each worker prints its own share.
test.afterAll(() => {
  console.log(
    `Storage corruption (worker ${test.info().workerIndex}): ${tally.tried} cases tried, ${tally.held} held (boot and repair)`,
  );
});

/** Sets `key` to a corruption; for "5 MB", the largest string up to 5 MB the quota accepts. Answers its length. */
async function corrupt(page: Page, key: string, corruption: Corruption): Promise<number> {
  return page.evaluate(
    ({ key, value }) => {
      if (value !== "big") {
        localStorage.setItem(key, value);
        return value.length;
      }
      for (let size = 5 * 1024 * 1024; size > 1024; size = Math.floor(size * 0.9)) {
        try {
          localStorage.setItem(key, "x".repeat(size));
          return size;
        } catch {
          // Over the quota: try a little less.
        }
      }
      throw new Error("localStorage took nothing");
    },
    { key, value: CORRUPTIONS[corruption] },
  );
}

/** Fails the test on any uncaught page error, and on the error page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function expectUsableHome(page: Page, errors: string[]) {
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  expect(errors).toEqual([]);
}

const maamoul = PRODUCTS.maamoul;
const productPath = `/products/${maamoul.id}/${maamoul.slug}`;

for (const corruption of Object.keys(CORRUPTIONS) as Corruption[]) {
  test.describe(`storage set to ${corruption}`, () => {
    test("every key at once (one at a time for 5 MB): the home boots as a guest", async ({
      page,
      baseURL,
    }) => {
      const origin = retailOrigin(baseURL);
      const errors = watchErrors(page);
      await page.goto(`${origin}/`);
      const keys = corruption === "5 MB" ? ALL_KEYS : [ALL_KEYS];
      for (const set of keys) {
        tally.tried += 1;
        await page.evaluate(() => localStorage.clear());
        for (const key of [set].flat()) await corrupt(page, key, corruption);
        await page.reload();
        await expectUsableHome(page, errors);
        await expect(cartLink(page)).toHaveAttribute("data-count", "0");
        tally.held += 1;
      }
    });

    test("a guest's tempCart and tempWishlist: ignored, and rewritten by the next add", async ({
      page,
      baseURL,
    }) => {
      const origin = retailOrigin(baseURL);
      const errors = watchErrors(page);
      await page.goto(`${origin}/`);
      for (const key of [STORAGE_KEYS.tempCart, STORAGE_KEYS.tempWishlist]) {
        tally.tried += 1;
        await page.evaluate(() => localStorage.clear());
        await corrupt(page, key, corruption);
        await page.goto(`${origin}${productPath}`);
        await expect(page.getByRole("heading", { level: 1, name: maamoul.name })).toBeVisible();
        const main = page.getByRole("main");
        if (key === STORAGE_KEYS.tempCart) {
          await expect(cartLink(page)).toHaveAttribute("data-count", "0");
          await main.getByRole("button", { name: "Add to cart" }).first().click();
          await expect(cartLink(page)).toHaveAttribute("data-count", "1");
        } else {
          await expect(wishlistLink(page)).toHaveAttribute("data-count", "0");
          await main
            .getByRole("button", { name: `Save ${maamoul.name} to the wishlist` })
            .first()
            .click();
          await expect(wishlistLink(page)).toHaveAttribute("data-count", "1");
        }
        // Repaired: the key now holds the one line, and survives a reload.
        await expect
          .poll(() => stored(page, key))
          .toEqual([expect.objectContaining({ product_id: maamoul.id })]);
        await page.reload();
        await expect(key === STORAGE_KEYS.tempCart ? cartLink(page) : wishlistLink(page)).toHaveAttribute(
          "data-count",
          "1",
        );
        expect(errors).toEqual([]);
        tally.held += 1;
      }
    });

    test("a customer's cart and wishlist copies: the server's lines replace them", async ({
      page,
      baseURL,
    }) => {
      const origin = retailOrigin(baseURL);
      const errors = watchErrors(page);
      await page.goto(`${origin}/`);
      const customer = await signUp(page);
      await addToServerCart(page, customer, maamoul.id, 2);
      for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.wishlist]) {
        tally.tried += 1;
        await page.evaluate(() => localStorage.clear());
        await storeLogin(page, customer);
        await corrupt(page, key, corruption);
        await page.reload();
        await expectUsableHome(page, errors);
        await expect(cartLink(page)).toHaveAttribute("data-count", "2");
        if (key === STORAGE_KEYS.cart)
          await expect
            .poll(() => stored(page, key))
            .toEqual([expect.objectContaining({ product_id: maamoul.id, qty: 2 })]);
        else await expect.poll(() => stored(page, key)).toEqual([]);
        tally.held += 1;
      }
    });

    test("the stored user: the visitor is a guest, logs in, and the key is whole again", async ({
      page,
      baseURL,
    }) => {
      tally.tried += 1;
      const origin = retailOrigin(baseURL);
      const errors = watchErrors(page);
      await page.goto(`${origin}/`);
      const customer = await signUp(page);
      await page.evaluate(() => localStorage.clear());
      await corrupt(page, STORAGE_KEYS.user, corruption);
      await page.reload();
      await expectUsableHome(page, errors);
      await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
      await page.getByRole("menu").getByRole("menuitem", { name: "Log in" }).click();
      await loginInDialog(page, customer);
      // A login issues a new token: the key holds the customer with one.
      await expect
        .poll(() => stored(page, STORAGE_KEYS.user))
        .toMatchObject({ email: customer.email, token: expect.any(String) });
      expect(errors).toEqual([]);
      tally.held += 1;
    });
  });
}
