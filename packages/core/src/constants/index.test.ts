import { describe, expect, it } from "vitest";
import * as constants from "./index.js";

describe("spec §9 constants", () => {
  it("hold the spec's values", () => {
    expect(constants.LOCALES).toEqual(["en", "ar"]);
    expect(constants.DEFAULT_LOCALE).toBe("en");
    expect(constants.LOCALE_STRATEGY).toBe("prefix_except_default");
    expect(constants.LOCALE_COOKIE).toEqual({
      name: "i18n_redirected",
      maxAgeDays: 365,
      maxAgeSeconds: 31_536_000,
      path: "/",
      sameSite: "lax",
    });
    expect(constants.ROUTE_NAME_SEPARATOR).toBe("___");
    expect(constants.RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(constants.BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(constants.PRELOAD_CONCURRENCY).toBe(4);
    expect(constants.AUTH_CLOSE_BUTTON_DELAY_MS).toBe(150);
    expect(constants.AUTH_DIALOG_DELAY_MS).toBe(500);
    expect(constants.BOXED_CONTENT_WIDTH_PX).toBe(1170);
    expect(constants.BOXED_AUTO_MAX_WIDTH_PX).toBe(1500);
    expect(constants.TOAST).toEqual({
      autoCloseMs: 3000,
      hideProgressBar: true,
      position: "top-right",
      pauseOnHover: true,
    });
    expect(constants.RESIZE_REFRESH_DELAY_MS).toBe(50);
    expect(Object.values(constants.STORAGE_KEYS)).toEqual([
      "user",
      "cart",
      "tempCart",
      "wishlist",
      "tempWishlist",
    ]);
    expect(constants.DATE_PICKER_YEAR_RANGE).toEqual({ yearsBack: 100, yearsAhead: 52 });
    expect(constants.DEFAULT_DECIMALS).toBe(2);
    expect(constants.WEEK_STARTS_ON).toBe(1);
    expect(constants.ENTER_KEY_CODE).toBe(13);
  });

  it("are frozen", () => {
    expect(Object.isFrozen(constants.STORAGE_KEYS)).toBe(true);
    expect(Object.isFrozen(constants.LOCALE_COOKIE)).toBe(true);
    expect(Object.isFrozen(constants.TOAST)).toBe(true);
  });
});
