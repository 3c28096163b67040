/** The trigrams of a word as pg_trgm counts them: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm's similarity of two words: shared trigrams over all of them (0–1). */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** Below this similarity a word is kept as typed rather than "corrected" into another. */
const CORRECTION_THRESHOLD = 0.3;

/**
 * What the shopper most likely meant ("Showing results for …"): each typed word replaced by the
 * most similar word of the best match's name, or kept when none is close. Null when nothing changed.
 */
export function correctedKey(typed: readonly string[], nameWords: readonly string[]): string | null {
  const candidates = nameWords.filter(Boolean);
  const corrected = typed.map((word) => {
    let best = word;
    let score = CORRECTION_THRESHOLD;
    for (const candidate of candidates) {
      const value = candidate === word ? 1 : similarity(word, candidate);
      if (value > score) {
        best = candidate;
        score = value;
      }
    }
    return best;
  });
  return corrected.join(" ") === typed.join(" ") ? null : corrected.join(" ");
}
