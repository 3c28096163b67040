import { describe, expect, it } from "vitest";
import { PARTNER_TYPES } from "./partner.js";
import { verticalManifestSchema } from "./vertical-manifest.js";

const entry = { vertical: "retail", entry: "../retail/src/index.ts", home: "catalog" };
const all = Object.fromEntries(PARTNER_TYPES.map((type) => [type, entry]));

describe("verticalManifestSchema", () => {
  it("reads a table of every partner type, with a catalogue home or a page of its own", () => {
    expect(verticalManifestSchema.parse(all).retail).toEqual(entry);
    const own = { ...entry, home: { page: "../menu/src/menu-page.tsx" } };
    expect(verticalManifestSchema.parse({ ...all, restaurant: own }).restaurant).toEqual(own);
    expect(verticalManifestSchema.parse({ ...all, divine: { ...entry, home: null } }).divine.home).toBeNull();
  });

  it("rejects a table that misses a partner type, or a malformed entry", () => {
    const { divine: _, ...missing } = all;
    expect(verticalManifestSchema.safeParse(missing).success).toBe(false);
    expect(verticalManifestSchema.safeParse({ ...all, salon: { ...entry, home: "menu" } }).success).toBe(
      false,
    );
    expect(verticalManifestSchema.safeParse({ ...all, salon: { ...entry, entry: "" } }).success).toBe(false);
  });
});
