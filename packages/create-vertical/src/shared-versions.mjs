// Which version of each library the app shares with kit a created app asks for.

/**
 * The lowest version a caret range allows (`^1.170.46` → `1.170.46`). Peer ranges are written as
 * carets on purpose: their floor is the version tested as the lowest.
 *
 * @param {string} range
 * @returns {string}
 */
export function rangeFloor(range) {
  const match = /^\^(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match?.[1]) throw new Error(`"${range}" is not a caret range of one version (^x.y.z).`);
  return match[1];
}

/**
 * The dependency line of each shared library: `tested` — the exact versions kit is tested with
 * (what a created app gets); `lowest` — each range's floor; `newest` — the ranges themselves, so
 * the package manager picks the newest release it allows. A library another one brings
 * (`providedBy`) is left to it.
 *
 * @param {import("./index.d.ts").TemplateVersions["shared"]} shared
 * @param {"tested" | "lowest" | "newest"} mode
 * @returns {Record<string, string>}
 */
export function sharedDependencies(shared, mode = "tested") {
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([, { providedBy }]) => !providedBy)
      .map(([name, { range, tested }]) => [
        name,
        mode === "tested" ? tested : mode === "lowest" ? rangeFloor(range) : range,
      ]),
  );
}
