import type { Partner } from "@storefront/core/contracts/partner";
import { isEmailAddress } from "@storefront/core/forms";
import { describe, expect, it } from "vitest";
import { contactDetails } from "./contact-details";
import { telHref } from "./published-contact";

const partner = (cms_config: Partner["cms_config"] = {}): Partner => ({
  business_id: 1,
  access_token: "t",
  name: "Lulu Beauty Salon",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: [],
  cms_config,
  currency: { code: "SAR", minor_digits: 2 },
});

describe("contactDetails", () => {
  it("shows only what the partner published: its name and site when nothing else", () => {
    expect(contactDetails(partner())).toEqual({
      name: "Lulu Beauty Salon",
      email: null,
      phone: null,
      address: [],
      openingHours: null,
      weeklyHours: null,
      mapUrl: null,
      website: "salon.localhost",
    });
  });

  it("reads the partner's contact, its address and name in the page's language, and its hours", () => {
    const listed: Partner = {
      ...partner({ contact_phone: "+966 50 000 0009" }),
      name_lang: { en: "Lulu Beauty Salon", ar: "صالون لولو للتجميل" },
      contact: {
        phone: "+966 11 555 0104",
        email: "book@lulu.example",
        address: "King Fahd Road 1200, Riyadh",
        address_lang: { en: "King Fahd Road 1200, Riyadh", ar: "طريق الملك فهد 1200، الرياض" },
        map_url: "https://maps.example/lulu",
      },
      opening_hours: [{ day: 1, opens: "10:00", closes: "21:00" }],
    };
    expect(contactDetails(listed, "ar")).toMatchObject({
      name: "صالون لولو للتجميل",
      phone: { display: "+966 11 555 0104", href: "tel:+966115550104" },
      email: "book@lulu.example",
      address: ["طريق الملك فهد 1200، الرياض"],
      mapUrl: "https://maps.example/lulu",
      weeklyHours: [{ day: 1, opens: "10:00", closes: "21:00" }],
    });
    expect(contactDetails(listed, "en").address).toEqual(["King Fahd Road 1200, Riyadh"]);
  });

  it("reads contact keys from cms_config", () => {
    const details = contactDetails(
      partner({
        contact_email: "hello@lulu.example",
        contact_phone: "+966 50 000 0001",
        contact_address: "King Fahd Road 12\nRiyadh 12345",
        opening_hours: "Sat–Thu 10:00–22:00",
      }),
    );
    expect(details).toMatchObject({
      email: "hello@lulu.example",
      phone: { display: "+966 50 000 0001", href: "tel:+966500000001" },
      address: ["King Fahd Road 12", "Riyadh 12345"],
      openingHours: "Sat–Thu 10:00–22:00",
    });
  });

  it("drops values that are not what they claim to be", () => {
    const details = contactDetails(
      partner({ email: "javascript:alert(1)//@x", phone: "call us!", address: "   " }),
    );
    expect(details).toMatchObject({ email: null, phone: null, address: [] });
  });
});

describe("helpers", () => {
  it("recognises e-mail addresses and phone numbers", () => {
    expect(isEmailAddress("a.b+c@shop.example.sa")).toBe(true);
    expect(isEmailAddress("a@b")).toBe(false);
    expect(isEmailAddress("a b@shop.example")).toBe(false);
    expect(telHref("(012) 345-678")).toBe("tel:012345678");
    expect(telHref("+1 2")).toBeNull();
    expect(telHref("12345; drop")).toBeNull();
  });
});
