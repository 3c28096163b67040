import { describe, expect, it } from "vitest";
import { missingTranslations, parsePo } from "./po";

const PO = [
  'msgid ""\nmsgstr ""\n"Language: ar\\n"',
  'msgid "Cart"\nmsgstr "السلة"',
  'msgid "Wishlist"\nmsgstr ""',
  'msgid "{count, plural, one {# item} other {# items}}"\nmsgstr[0] "x"\nmsgstr[1] ""',
  'msgid ""\n"Long "\n"message"\nmsgstr ""\n"رسالة"',
  '#: packages/kit/src/layout/nav.ts\nmsgctxt "food menu"\nmsgid "Menu"\nmsgstr "القائمة"',
].join("\n\n");

describe("parsePo", () => {
  it("reads ids (with their context), multi-line strings and plural forms, and skips the header", () => {
    expect(parsePo(PO)).toEqual([
      { key: "Cart", msgid: "Cart", translations: ["السلة"] },
      { key: "Wishlist", msgid: "Wishlist", translations: [""] },
      {
        key: "{count, plural, one {# item} other {# items}}",
        msgid: "{count, plural, one {# item} other {# items}}",
        translations: ["x", ""],
      },
      { key: "Long message", msgid: "Long message", translations: ["رسالة"] },
      { key: "food menu\u0004Menu", msgid: "Menu", translations: ["القائمة"] },
    ]);
  });
});

describe("missingTranslations", () => {
  it("finds empty singular and plural entries", () => {
    expect(missingTranslations(PO)).toEqual(["Wishlist", "{count, plural, one {# item} other {# items}}"]);
  });

  it("counts an entry without any msgstr as missing", () => {
    expect(missingTranslations('msgid "Cart"\n')).toEqual(["Cart"]);
  });
});
