/** Escapes text for XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );
}

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

/**
 * A generated picture: a coloured card with the record's name (and a subtitle), sized as asked.
 * Deterministic for the same input, so it caches well.
 */
export function renderSvg(input: {
  title: string;
  subtitle?: string;
  colour: string;
  size: Transformation;
}): string {
  const { width, height } = input.size;
  const title = escapeXml(input.title.slice(0, 60));
  const subtitle = input.subtitle ? escapeXml(input.subtitle.slice(0, 60)) : "";
  const colour = /^(#[0-9a-fA-F]{3,8}|hsl\([0-9 .%]+\))$/.test(input.colour) ? input.colour : "#64748b";
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 11));
  const initials = escapeXml(
    input.title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0] ?? "")
      .join("")
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
<rect width="100%" height="100%" fill="${colour}"/>
<circle cx="${width / 2}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#ffffff" fill-opacity="0.18"/>
<text x="50%" y="${height * 0.4}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize * 1.6}" font-weight="700" fill="#ffffff">${initials}</text>
<text x="50%" y="${height * 0.72}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#ffffff">${title}</text>
${subtitle ? `<text x="50%" y="${height * 0.72 + fontSize * 1.4}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.75)}" fill="#ffffff" fill-opacity="0.85">${subtitle}</text>` : ""}
</svg>`;
}
