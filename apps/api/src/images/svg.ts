import { escapeXml } from "@storefront/core/format";

/** A transformation as the CDN parameter `tr=w-300,h-300,q-80` asks for it. */
export interface Transformation {
  width: number;
  height: number;
  quality: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Parses the CDN-style `tr` parameter: comma-separated `w-N`, `h-N`, `q-N` (others are refused).
 * Sizes are clamped to 16–2000 px and quality to 1–100; a missing height follows the width.
 * Null when the parameter is malformed.
 */
export function parseTransformation(tr: string | undefined, fallback = 600): Transformation | null {
  const out: Partial<Transformation> = {};
  if (tr !== undefined && tr !== "") {
    for (const part of tr.split(",")) {
      const match = /^([whq])-(\d{1,5})$/.exec(part.trim());
      if (!match) return null;
      const value = Number(match[2]);
      if (match[1] === "w") out.width = clamp(value, 16, 2000);
      else if (match[1] === "h") out.height = clamp(value, 16, 2000);
      else out.quality = clamp(value, 1, 100);
    }
  }
  const width = out.width ?? out.height ?? fallback;
  return { width, height: out.height ?? width, quality: out.quality ?? 80 };
}

/** A colour from any string (deterministic), for records without one. */
export function colourOf(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 55% 45%)`;
}

/** Average advance of a character in the sans-serif fonts the pictures use, as a share of the font size. */
const CHAR_WIDTH = 0.58;
/** The most lines a title may take before it is cut with an ellipsis. */
const MAX_TITLE_LINES = 3;

/** Code points of a string (so a cut never splits a surrogate pair). */
const codePoints = (text: string) => Array.from(text);

/**
 * Breaks `text` into lines of at most `maxChars` characters, between words where it can (a word
 * longer than a line is split), and cuts it with "…" when it needs more than `maxLines` lines.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const width = Math.max(1, maxChars);
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = codePoints(word);
    if (current !== "" && codePoints(current).length + 1 + rest.length <= width) {
      current = `${current} ${word}`;
      continue;
    }
    if (current !== "") lines.push(current);
    while (rest.length > width) {
      lines.push(rest.slice(0, width).join(""));
      rest = rest.slice(width);
    }
    current = rest.join("");
  }
  if (current !== "") lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = codePoints(kept[maxLines - 1] ?? "");
  kept[maxLines - 1] = `${last
    .slice(0, Math.max(0, width - 1))
    .join("")
    .trimEnd()}…`;
  return kept;
}

/**
 * The title's font size and lines in a box `width` wide with room for `maxLines` lines: the
 * largest size from `fontSize` down to 70 % of it (never under 10 px) at which the whole title
 * fits; at the smallest, the title is cut with "…".
 */
export function fitTitle(
  title: string,
  width: number,
  fontSize: number,
  maxLines: number,
): { fontSize: number; lines: string[] } {
  const smallest = Math.max(10, Math.round(fontSize * 0.7));
  const charsAt = (size: number) => Math.floor((width * 0.88) / (size * CHAR_WIDTH));
  for (let size = Math.max(fontSize, smallest); size >= smallest; size -= 1) {
    const lines = wrapText(title, charsAt(size), Number.POSITIVE_INFINITY);
    if (lines.length <= maxLines) return { fontSize: size, lines };
  }
  return { fontSize: smallest, lines: wrapText(title, charsAt(smallest), maxLines) };
}

/** Whether text is written right to left (Arabic, Hebrew…), for the SVG `direction`. */
const isRtl = (text: string) => /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(text);

/**
 * A generated picture: a coloured card with the record's name (and a subtitle), sized as asked.
 * The name is wrapped onto up to three lines and shrunk to fit the width, cut with "…" only when
 * it is still too long; right-to-left names are drawn right to left. Deterministic for the same
 * input, so it caches well.
 */
export function renderSvg(input: {
  title: string;
  subtitle?: string;
  colour: string;
  size: Transformation;
  /** The language of the text (`lang` of the request), for the SVG's `xml:lang`. */
  lang?: string;
}): string {
  const { width, height } = input.size;
  const colour = /^(#[0-9a-fA-F]{3,8}|hsl\([0-9 .%]+\))$/.test(input.colour) ? input.colour : "#64748b";
  const baseSize = Math.max(10, Math.round(Math.min(width, height) / 11));
  const subtitleSize = Math.round(baseSize * 0.75);
  // The title sits between the initials' circle (down to 60 % of the height) and the bottom edge,
  // above the subtitle when there is one.
  const top = height * 0.66;
  const bottom = height * 0.95 - (input.subtitle ? subtitleSize * 1.4 : 0);
  const roomFor = (size: number) => Math.floor((bottom - top) / (size * 1.2)) + 1;
  const fitted = fitTitle(
    input.title,
    width,
    baseSize,
    Math.min(MAX_TITLE_LINES, Math.max(1, roomFor(baseSize))),
  );
  const lineHeight = fitted.fontSize * 1.2;
  const titleY = top + fitted.fontSize * 0.35;
  const subtitle = input.subtitle
    ? wrapText(input.subtitle, Math.floor((width * 0.88) / (subtitleSize * CHAR_WIDTH)), 1)[0]
    : "";
  const subtitleY = titleY + (fitted.lines.length - 1) * lineHeight + subtitleSize * 1.6;
  const direction = isRtl(input.title) ? ' direction="rtl"' : "";
  const lang = input.lang && /^[a-z]{2}$/.test(input.lang) ? ` xml:lang="${input.lang}"` : "";
  const initials = escapeXml(
    input.title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => codePoints(word)[0] ?? "")
      .join("")
      .toUpperCase(),
  );
  const titleLines = fitted.lines
    .map((line, index) => `<tspan x="50%" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg"${lang} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title.slice(0, 200))}">
<rect width="100%" height="100%" fill="${colour}"/>
<circle cx="${width / 2}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#ffffff" fill-opacity="0.18"/>
<text x="50%" y="${height * 0.4}" dy="0.35em" text-anchor="middle"${direction} font-family="system-ui, sans-serif" font-size="${baseSize * 1.6}" font-weight="700" fill="#ffffff">${initials}</text>
<text x="50%" y="${titleY}" text-anchor="middle"${direction} font-family="system-ui, sans-serif" font-size="${fitted.fontSize}" fill="#ffffff">${titleLines}</text>
${subtitle ? `<text x="50%" y="${subtitleY}" text-anchor="middle"${isRtl(subtitle) ? ' direction="rtl"' : ""} font-family="system-ui, sans-serif" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>` : ""}
</svg>`;
}
