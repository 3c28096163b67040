import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { getTrimmedTailwindMergeConfig } from "./tailwind-merge-config";

const trimmedMerge = createTailwindMerge(getTrimmedTailwindMergeConfig);

// The files Tailwind scans for class names (apps/shell/src/styles.css `@source`: ui, kit, the apps),
// tests included. Tailwind generates CSS only for class names written out in them, so their words
// are every class `cn()` can be given. This config and its test are left out: their strings are
// group definitions and deliberate counter-examples, not classes.
const sources = import.meta.glob(
  [
    "../**/*.{ts,tsx}",
    "../../../kit/src/**/*.{ts,tsx}",
    "../../../../apps/*/src/**/*.{ts,tsx}",
    "!./tailwind-merge-config*",
  ],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

const STRING_LITERAL = /"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\]*)`/g;

/** Every whitespace-separated word of every string literal: a superset of the class tokens. */
function sourceTokens(): string[] {
  const tokens = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(STRING_LITERAL)) {
      for (const token of (match[1] ?? match[2] ?? match[3] ?? "").split(/\s+/)) if (token) tokens.add(token);
    }
  }
  return [...tokens];
}

interface Disagreement {
  classes: string;
  full: string;
  trimmed: string;
}

/** `hover:[&>svg]:size-4` → variants `hover`, `[&>svg]` and base `size-4`, as tailwind-merge splits them. */
function splitVariants(token: string): { variants: string[]; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  return { variants: parts, base: token.slice(start) };
}

/**
 * The pairs of bases to compare: those of classes written under the same variants. A class is
 * dropped exactly when a later kept class has its group, or a group conflicting with it, under
 * the same variants, so every class list merges alike once each pair of such bases does. Classes
 * under different variants never conflict, in either merge (they share the modifier handling and
 * `orderSensitiveModifiers`, asserted below).
 */
function basePairs(tokens: readonly string[]): string[] {
  const basesByVariants = new Map<string, Set<string>>();
  for (const token of tokens) {
    const { variants, base } = splitVariants(token);
    const key = variants.sort().join(":");
    basesByVariants.set(key, (basesByVariants.get(key) ?? new Set()).add(base));
  }
  const pairs = new Set<string>();
  for (const bases of basesByVariants.values()) {
    for (const earlier of bases)
      for (const later of bases) if (earlier !== later) pairs.add(`${earlier} ${later}`);
  }
  return [...pairs];
}

/**
 * Where the trimmed merge differs from the full `twMerge` over `tokens`: each token doubled (is it
 * a Tailwind class at all; a word that is not one is always kept), then each pair of Tailwind bases.
 */
function disagreements(tokens: readonly string[], merge: (classes: string) => string): Disagreement[] {
  const found: Disagreement[] = [];
  const check = (classes: string) => {
    const full = twMerge(classes);
    const trimmed = merge(classes);
    if (trimmed !== full) found.push({ classes, full, trimmed });
  };
  for (const token of tokens) check(`${token} ${token}`);
  const tailwindClasses = tokens.filter((token) => twMerge(`${token} ${token}`) === token);
  for (const pair of basePairs(tailwindClasses)) check(pair);
  return found;
}

describe("the trimmed tailwind-merge config", () => {
  const tokens = sourceTokens();

  it("scans the sources' class strings", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(tokens).toEqual(
      expect.arrayContaining(["h-auto", "p-0", "size-9", "sm:max-w-2xl", "hover:bg-primary/90"]),
    );
  });

  it("merges every pair of classes in the sources exactly as the full twMerge", () => {
    expect(disagreements(tokens, trimmedMerge)).toEqual([]);
  });

  it("catches a class whose group it lacks", () => {
    // `pl-*` is not in the config: the full merge lets `p-4` replace it, the trimmed one keeps both.
    expect(disagreements(["pl-2", "p-4", "px-2"], trimmedMerge)).toEqual([
      { classes: "pl-2 pl-2", full: "pl-2", trimmed: "pl-2 pl-2" },
      { classes: "pl-2 p-4", full: "p-4", trimmed: "pl-2 p-4" },
      { classes: "pl-2 px-2", full: "px-2", trimmed: "pl-2 px-2" },
    ]);
  });

  // What the pairs cannot show from today's classes: the config keeps the default's shape.
  describe("keeps the default config's shape for the groups it keeps", () => {
    const trimmed = getTrimmedTailwindMergeConfig();
    const full = getDefaultConfig();
    const kept = new Set<string>(Object.keys(trimmed.classGroups));
    const keptConflicts = (conflicts: Partial<Record<string, readonly string[]>>) =>
      Object.fromEntries(
        Object.entries(conflicts)
          .filter(([group]) => kept.has(group))
          .map(([group, others = []]) => [group, others.filter((other) => kept.has(other))] as const)
          .filter(([, others]) => others.length > 0),
      );

    it("the default's group ids, in the default's order", () => {
      expect([...kept]).toEqual(Object.keys(full.classGroups).filter((group) => kept.has(group)));
    });

    it("every conflict between the kept groups, and the default's modifier handling", () => {
      expect(trimmed.conflictingClassGroups).toEqual(keptConflicts(full.conflictingClassGroups));
      expect(trimmed.conflictingClassGroupModifiers).toEqual(
        keptConflicts(full.conflictingClassGroupModifiers),
      );
      expect(trimmed.orderSensitiveModifiers).toEqual(full.orderSensitiveModifiers);
      expect(full.postfixLookupClassGroups.filter((group) => kept.has(group))).toEqual([]);
    });
  });
});
