import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// The partner's contact details (partner.contact and its weekly hours, from the seed) on /contact,
// in the footer of every page and as schema.org LocalBusiness JSON-LD in the server's HTML.

const CASES = [
  {
    locale: "en",
    prefix: "",
    address: "Tahlia Street 9, Al Sulimaniyah, Riyadh",
    hours: "Opening hours",
    map: "Show on the map",
  },
  {
    locale: "ar",
    prefix: "/ar",
    address: "شارع التحلية 9، السليمانية، الرياض",
    hours: "ساعات العمل",
    map: "عرض على الخريطة",
  },
] as const;

for (const { locale, prefix, address, hours, map } of CASES) {
  test(`[${locale}] the contact page, the footer and the JSON-LD carry the partner's contact details`, async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "restaurant");
    // The server's HTML, as a crawler reads it (the runner cannot resolve *.localhost; the page can).
    await page.goto(`${origin}${prefix}/contact`);
    const html = await page.evaluate(
      (path) => fetch(path).then((answer) => answer.text()),
      `${prefix}/contact`,
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!),
    );
    const business = jsonLd.flat().find((item) => item["@type"] === "LocalBusiness");
    expect(business).toMatchObject({
      telephone: "+966 11 555 0102",
      email: "orders@restaurant.example",
      address: { streetAddress: address },
    });
    expect(business.openingHoursSpecification).toHaveLength(7);

    await page.goto(`${origin}${prefix}/contact`);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "+966 11 555 0102" })).toHaveAttribute(
      "href",
      "tel:+966115550102",
    );
    await expect(main.getByRole("link", { name: "orders@restaurant.example" }).first()).toHaveAttribute(
      "href",
      "mailto:orders@restaurant.example",
    );
    await expect(main.getByText(address)).toBeVisible();
    await expect(main.getByRole("link", { name: map })).toHaveAttribute("href", /^https:\/\//);
    await expect(main.getByRole("heading", { name: hours })).toBeVisible();
    await expect(main.locator("[data-slot=weekly-hours] > div")).toHaveCount(7);
    await expect(main.locator("[data-slot=open-now]")).toHaveAttribute("data-open", /true|false/);

    // The footer of any page.
    await page.goto(`${origin}${prefix}/menu`);
    const footer = page.locator("[data-slot=footer-contact]");
    await expect(footer.getByRole("link", { name: "+966 11 555 0102" })).toBeVisible();
    await expect(footer.getByText(address)).toBeVisible();
  });
}
