/// <reference types="node" />

import { join } from "node:path";
import { LOCALES, type Locale } from "@storefront/core/locale";
import type { Messages } from "../i18n";
import type { VerticalDefinition } from "../vertical";
import { missingTranslations, parsePo } from "./po";
import type { ProblemList } from "./problems";
import { readText } from "./source-files";

/** Where a vertical's messages are, and who loads them. */
export interface MessagesPlace {
  /** The folder of `{locale}/messages.po`. */
  dir: string;
  /** "vertical": its `loadCatalog` loads them; "shell": they are the shell's own (its stand-in). */
  loadedBy: "vertical" | "shell";
}

/** Each locale's compiled catalog as `loadCatalog` gives it (null when it fails), or null without one. */
export async function loadCatalogs(
  vertical: VerticalDefinition,
  list: ProblemList,
): Promise<Map<Locale, Messages | null> | null> {
  if (typeof vertical.loadCatalog !== "function") return null;
  const loaded = new Map<Locale, Messages | null>();
  for (const locale of LOCALES) {
    try {
      const messages = await vertical.loadCatalog(locale);
      loaded.set(
        locale,
        list.check(
          typeof messages === "object" && messages !== null,
          "catalog",
          `loadCatalog("${locale}") must resolve to the compiled messages.`,
        )
          ? messages
          : null,
      );
    } catch (error) {
      list.add("catalog", `loadCatalog("${locale}") failed: ${String(error)}`);
      loaded.set(locale, null);
    }
  }
  return loaded;
}

/**
 * The catalogs: a `.po` per locale with the same messages (`pnpm i18n:extract` keeps them in step)
 * and no empty Arabic entry; a vertical whose catalogs hold messages loads them (`loadCatalog`).
 */
export async function checkCatalogFiles(
  vertical: VerticalDefinition,
  place: MessagesPlace,
  usesMessages: boolean,
  list: ProblemList,
): Promise<void> {
  const files = new Map<Locale, string | null>();
  for (const locale of LOCALES) files.set(locale, await readText(join(place.dir, locale, "messages.po")));
  const present = [...files.values()].filter((text) => text !== null).length;
  if (present === 0) {
    list.check(
      !usesMessages && vertical.loadCatalog === undefined,
      "catalog",
      `No catalogs in ${place.dir}: run \`pnpm i18n:extract\` and translate ar/messages.po.`,
    );
    return;
  }
  const keys = new Map<Locale, string>();
  for (const [locale, text] of files) {
    if (!list.check(text !== null, "catalog", `${locale}/messages.po is missing: run \`pnpm i18n:extract\`.`))
      continue;
    keys.set(
      locale,
      parsePo(text as string)
        .map((entry) => entry.key)
        .sort()
        .join("\n"),
    );
  }
  list.check(
    new Set(keys.values()).size <= 1,
    "catalog",
    "The locales' catalogs hold different messages: run `pnpm i18n:extract`.",
  );
  const arabic = files.get("ar");
  for (const id of arabic ? missingTranslations(arabic) : [])
    list.add("catalog", `ar/messages.po has no translation for "${id}".`);
  const hasMessages = parsePo(files.get("en") ?? "").length > 0;
  if (place.loadedBy === "vertical" && hasMessages)
    list.check(
      vertical.loadCatalog !== undefined,
      "catalog",
      "The vertical has messages but no `loadCatalog`: they would never be loaded.",
    );
}

/** Each label override's wording is in the vertical's compiled catalog of every locale it rewords. */
export function checkLabelWording(
  vertical: VerticalDefinition,
  catalogs: Map<Locale, Messages | null> | null,
  list: ProblemList,
): void {
  for (const override of Array.isArray(vertical.labels) ? vertical.labels : []) {
    const id = override?.with?.id;
    if (typeof id !== "string") continue;
    // An unknown locale is the definition rule's finding.
    const locales: readonly Locale[] = override.locales ?? LOCALES;
    for (const locale of locales.filter((known) => LOCALES.includes(known))) {
      const messages = catalogs?.get(locale);
      list.check(
        messages != null && Object.hasOwn(messages, id),
        "labels",
        `The wording of "${override.with.message ?? id}" is not in the vertical's ${locale} catalog (loadCatalog): the override would change nothing.`,
      );
    }
  }
}
