import { afterEach, describe, expect, it, vi } from "vitest";
import { testPartner } from "../api/test-storefront.test-support";
import { readPagePayload } from "./page-payload";

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const element = doc.createElement("script");
    element.id = "storefront-payload";
    element.textContent = text;
    doc.body.append(element);
  }
  return doc;
}

afterEach(() => vi.restoreAllMocks());

describe("readPagePayload", () => {
  it("is undefined for a page no server wrote a payload into (the app then asks the API)", () => {
    expect(readPagePayload(pageWith(null))).toBeUndefined();
  });

  it("reads a checked partner, user and answers", () => {
    const payload = readPagePayload(pageWith(JSON.stringify({ partner: testPartner, prefetched: { a: 1 } })));
    expect(payload).toEqual({
      partner: expect.objectContaining({ name: "Demo Retail" }),
      user: null,
      prefetched: { a: 1 },
    });
  });

  it("gives no partner for one without an access token (spec §4), or a payload that breaks the contract", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      readPagePayload(pageWith(JSON.stringify({ partner: { ...testPartner, access_token: "" } }))),
    ).toEqual({ partner: null, user: null });
    expect(readPagePayload(pageWith('{"partner": {"name": 1}}'))).toEqual({ partner: null, user: null });
    expect(readPagePayload(pageWith("not json"))).toEqual({ partner: null, user: null });
    expect(error).toHaveBeenCalledTimes(2);
  });
});
