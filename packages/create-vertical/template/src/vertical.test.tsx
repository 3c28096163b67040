// @vitest-environment jsdom
import type { FetchLike } from "@storefront/core/api";
import { checkVertical } from "@storefront/kit/conformance";
import { type MountedVertical, mountVertical } from "@storefront/kit/standalone";
import { findByRole } from "@testing-library/dom";
import { afterEach, expect, it } from "vitest";
import vertical from "./vertical";

// The vertical's tests. They run through this app's vite.config.ts, so a page that only builds —
// Lingui's macro plugin missing, a catalog that does not compile — fails here first.

const partner = {
  business_id: 1,
  access_token: "pk_test",
  name: "Test Shop",
  snachoo_settings: { type: "retail", url: "localhost" },
  pages: [],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

/** The API at the network boundary: the host's partner and its categories; 404 for the rest. */
const api: FetchLike = async (url) => {
  const path = new URL(url, "http://localhost").pathname;
  const data = path.endsWith("/partner") ? partner : path.endsWith("/categories") ? [] : undefined;
  const status = data === undefined ? 404 : 200;
  const body =
    data === undefined ? { status: "error", code: "not_found", msg: "" } : { status: "success", data };
  return { ok: status === 200, status, statusText: String(status), text: async () => JSON.stringify(body) };
};

let mounted: MountedVertical | undefined;
afterEach(() => {
  mounted?.unmount();
  document.body.innerHTML = "";
});

it("conforms to the storefront's rules for a vertical", async () => {
  expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([]);
});

it.each([
  ["/", "Welcome to Test Shop", "ltr"],
  ["/ar", "مرحبًا بكم في Test Shop", "rtl"],
])("mounts its home page at %s in the page's locale", async (path, heading, dir) => {
  window.history.replaceState(null, "", path);
  window.scrollTo = () => {};
  document.body.innerHTML = '<div id="root"></div>';
  mounted = await mountVertical(vertical, { fetch: api });
  expect(await findByRole(document.body, "heading", { level: 1, name: heading })).toBeTruthy();
  expect(document.documentElement.dir).toBe(dir);
});
