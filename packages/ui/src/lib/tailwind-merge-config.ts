import type { Config, DefaultClassGroupIds, DefaultThemeGroupIds } from "tailwind-merge";

type DefaultClassGroups = Config<DefaultClassGroupIds, DefaultThemeGroupIds>["classGroups"];

// tailwind-merge's own validators, reduced to the value kinds the sources use. They are written
// here because importing its `validators` object would bundle all 25 of them (~1 kB gzip).
const isNumber = (value: string) => !!value && !Number.isNaN(Number(value));
const isInteger = (value: string) => !!value && Number.isInteger(Number(value));
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
/** `[calc(100%-2rem)]`, `(--radix-select-trigger-width)`. */
const isArbitrary = (value: string) => /^\[.+\]$|^\(.+\)$/.test(value);
/** `[0.8rem]`: what makes `text-[…]` a font size rather than a colour. */
const isArbitraryLength = (value: string) => /^\[[\d.]+[a-z%]+\]$/.test(value);
const isAnyNonArbitrary = (value: string) => !isArbitrary(value);
const isAny = () => true;

/**
 * tailwind-merge's default config cut down to the class groups, and the values within them, that
 * this codebase's class strings use (decision 0011): the default carries every Tailwind utility
 * (~7.5 kB gzip of the first load) and builds a class table for all of them on first use.
 *
 * The groups keep the default's ids and order (the lookup tries a shared prefix's validators in
 * that order), and the conflicts are the default's between the groups kept. Tailwind generates CSS
 * only for class names written out in the sources, so `tailwind-merge-config.test.ts` can check
 * every one of them: each pair merges exactly as with the full `twMerge`. A new class this config
 * does not know fails that test with the classes concerned; add its group or value here, as
 * `getDefaultConfig()` defines it (`tailwind-merge/src/lib/default-config.ts`).
 */
export function getTrimmedTailwindMergeConfig() {
  const spacing = [isNumber, "px"];
  const spacingOrArbitrary = [...spacing, isArbitrary];
  const inset = ["full", ...spacingOrArbitrary];
  const margin = ["auto", ...spacing];
  const sizing = ["auto", "full", "fit", "dvh", "svh", ...spacingOrArbitrary];
  const borderWidth = ["", isNumber];
  const color = [isAny];

  const classGroups = {
    aspect: [{ aspect: ["square", "video", isArbitrary] }],
    container: ["container"],
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "grid",
      "contents",
      "hidden",
    ],
    sr: ["sr-only", "not-sr-only"],
    float: [{ float: ["end"] }],
    "object-fit": [{ object: ["contain", "cover"] }],
    "object-position": [{ object: [isArbitrary] }],
    overflow: [{ overflow: ["hidden"] }],
    "overflow-x": [{ "overflow-x": ["hidden", "auto"] }],
    "overflow-y": [{ "overflow-y": ["auto"] }],
    position: ["fixed", "absolute", "relative", "sticky"],
    inset: [{ inset }],
    "inset-x": [{ "inset-x": inset }],
    "inset-y": [{ "inset-y": inset }],
    start: [{ start: inset }],
    end: [{ end: inset }],
    top: [{ top: inset }],
    bottom: [{ bottom: inset }],
    visibility: ["visible", "invisible"],
    z: [{ z: [isInteger, isArbitrary] }],
    basis: [{ basis: ["full", "auto"] }],
    "flex-direction": [{ flex: ["row", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "nowrap"] }],
    flex: [{ flex: [isNumber] }],
    shrink: [{ shrink: [isNumber] }],
    order: [{ order: ["last", "none"] }],
    "grid-cols": [{ "grid-cols": [isInteger, isArbitrary] }],
    "col-start-end": [{ col: [{ span: [isInteger] }] }],
    "row-start-end": [{ row: [{ span: [isInteger] }] }],
    gap: [{ gap: spacing }],
    "gap-x": [{ "gap-x": spacing }],
    "gap-y": [{ "gap-y": spacing }],
    "justify-content": [{ justify: ["start", "end", "center", "between"] }],
    "justify-self": [{ "justify-self": ["start", "end", "center"] }],
    "align-content": [{ content: ["start", "end", "center"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline"] }],
    "align-self": [{ self: ["start", "end", "center"] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    ps: [{ ps: spacing }],
    pe: [{ pe: spacing }],
    pt: [{ pt: spacing }],
    pb: [{ pb: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    ms: [{ ms: margin }],
    mt: [{ mt: margin }],
    mb: [{ mb: margin }],
    size: [{ size: spacing }],
    w: [{ w: sizing }],
    "min-w": [{ "min-w": sizing }],
    "max-w": [{ "max-w": ["none", isTshirtSize, ...sizing] }],
    h: [{ h: sizing }],
    "min-h": [{ "min-h": sizing }],
    "max-h": [{ "max-h": sizing }],
    "font-size": [{ text: ["base", isTshirtSize, isArbitraryLength] }],
    "font-style": ["italic", "not-italic"],
    "font-weight": [{ font: ["normal", "medium", "semibold", "bold"] }],
    "font-family": [{ font: [isAnyNonArbitrary] }],
    "fvn-spacing": ["tabular-nums"],
    tracking: [{ tracking: ["wide", "widest"] }],
    "line-clamp": [{ "line-clamp": [isNumber] }],
    leading: [{ leading: ["none", "tight", "normal", "relaxed", ...spacing] }],
    "list-style-type": [{ list: ["none", "disc", "decimal"] }],
    "text-alignment": [{ text: ["center", "start", "end"] }],
    "text-color": [{ text: color }],
    "text-decoration": ["underline", "line-through"],
    "underline-offset": [{ "underline-offset": [isNumber] }],
    "text-transform": ["uppercase"],
    "text-overflow": ["truncate"],
    whitespace: [{ whitespace: ["nowrap"] }],
    break: [{ break: ["words", "all"] }],
    "bg-color": [{ bg: color }],
    "gradient-from": [{ from: color }],
    rounded: [{ rounded: ["", "none", "full", isTshirtSize] }],
    "rounded-e": [{ "rounded-e": [isTshirtSize] }],
    "border-w": [{ border: borderWidth }],
    "border-w-s": [{ "border-s": borderWidth }],
    "border-w-e": [{ "border-e": borderWidth }],
    "border-w-t": [{ "border-t": borderWidth }],
    "border-w-b": [{ "border-b": borderWidth }],
    "divide-y": ["divide-y"],
    "border-style": [{ border: ["dashed"] }],
    "border-color": [{ border: color }],
    "divide-color": [{ divide: color }],
    "outline-style": [{ outline: ["none"] }],
    "outline-w": ["outline"],
    shadow: [{ shadow: [isTshirtSize, isArbitrary] }],
    "ring-w": [{ ring: borderWidth }],
    "ring-w-inset": ["ring-inset"],
    "ring-color": [{ ring: color }],
    "ring-offset-w": [{ "ring-offset": [isNumber] }],
    opacity: [{ opacity: [isNumber] }],
    filter: ["filter"],
    grayscale: ["grayscale"],
    "backdrop-blur": ["backdrop-blur"],
    "border-collapse": [{ border: ["collapse"] }],
    transition: [{ transition: ["colors", "opacity", "none", isArbitrary] }],
    duration: [{ duration: [isNumber] }],
    animate: [{ animate: ["none", "spin", "pulse"] }],
    "scale-x": [{ "scale-x": [isNumber] }],
    "translate-x": [{ "translate-x": spacingOrArbitrary }],
    "translate-y": [{ "translate-y": spacingOrArbitrary }],
    accent: [{ accent: color }],
    appearance: [{ appearance: ["none", "auto"] }],
    cursor: [{ cursor: ["default", "pointer", "not-allowed"] }],
    "pointer-events": [{ "pointer-events": ["none", "auto"] }],
    resize: ["resize"],
    "scroll-behavior": [{ scroll: ["auto", "smooth"] }],
    "scroll-mt": [{ "scroll-mt": spacing }],
    "snap-align": [{ snap: ["start"] }],
    "snap-type": [{ snap: ["x"] }],
    "snap-strictness": [{ snap: ["mandatory"] }],
    select: [{ select: ["none"] }],
    fill: [{ fill: color }],
    stroke: [{ stroke: color }],
  } satisfies Partial<DefaultClassGroups>;

  return {
    cacheSize: 500,
    theme: {},
    classGroups,
    conflictingClassGroups: {
      overflow: ["overflow-x", "overflow-y"],
      inset: ["inset-x", "inset-y", "start", "end", "top", "bottom"],
      "inset-x": ["start", "end"],
      "inset-y": ["top", "bottom"],
      flex: ["basis", "shrink"],
      gap: ["gap-x", "gap-y"],
      p: ["px", "py", "ps", "pe", "pt", "pb"],
      px: ["ps", "pe"],
      py: ["pt", "pb"],
      m: ["mx", "my", "ms", "mt", "mb"],
      mx: ["ms"],
      my: ["mt", "mb"],
      size: ["w", "h"],
      "font-size": ["leading"],
      "line-clamp": ["display", "overflow"],
      rounded: ["rounded-e"],
      "border-w": ["border-w-s", "border-w-e", "border-w-t", "border-w-b"],
    },
    conflictingClassGroupModifiers: { "font-size": ["leading"] },
    // All of the default's, whatever the groups: they decide which variants count as the same.
    orderSensitiveModifiers: [
      "*",
      "**",
      "after",
      "backdrop",
      "before",
      "details-content",
      "file",
      "first-letter",
      "first-line",
      "marker",
      "placeholder",
      "selection",
    ],
  } satisfies Config<keyof typeof classGroups, never>;
}
