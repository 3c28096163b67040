import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYLOAD_ELEMENT_ID, readBootPayload } from "./read-payload";

function pageWith(text: string | null) {
  document.body.innerHTML = "";
  if (text !== null) {
    const script = document.createElement("script");
    script.id = PAYLOAD_ELEMENT_ID;
    script.type = "application/json";
    script.textContent = text;
    document.body.append(script);
  }
  return document;
}

const partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: ["about"],
  cms_config: {},
};

describe("readBootPayload", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a valid partner and user", () => {
    const user = { id: "1", cust_name: "Sara", token: "ct" };
    const payload = readBootPayload(pageWith(JSON.stringify({ partner, user })));
    expect(payload.partner?.snachoo_settings.type).toBe("salon");
    expect(payload.user?.token).toBe("ct");
  });

  it("boots without a partner when the payload is missing, not JSON or malformed", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readBootPayload(pageWith(null)).partner).toBeNull();
    expect(readBootPayload(pageWith("{not json")).partner).toBeNull();
    const wrongType = { partner: { ...partner, snachoo_settings: { type: "casino", url: "x" } } };
    expect(readBootPayload(pageWith(JSON.stringify(wrongType))).partner).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
