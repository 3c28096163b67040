/** One entry of a `.po` catalog: its message id (with its context) and its translations. */
export interface PoEntry {
  /** `msgctxt` and `msgid` joined by U+0004, as gettext keys them; the msgid alone without context. */
  key: string;
  msgid: string;
  /** `msgstr`, or every `msgstr[n]` of a plural message. */
  translations: string[];
}

/** The text of a keyword's (possibly multi-line) quoted string in one entry's lines, or null. */
function quoted(lines: readonly string[], keyword: string): string | null {
  const start = lines.findIndex((line) => line.startsWith(`${keyword} "`));
  if (start < 0) return null;
  const parts = [lines[start]!.slice(keyword.length + 1)];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    parts.push(line);
  }
  return parts.map((part) => part.trim().slice(1, -1)).join("");
}

/** The entries of a `.po` file (the header entry, with an empty msgid, left out). */
export function parsePo(po: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of po.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    const lines = block.split("\n").map((line) => line.trim());
    const msgid = quoted(lines, "msgid");
    if (!msgid) continue;
    const context = quoted(lines, "msgctxt");
    const plural = lines.filter((line) => /^msgstr\[\d+\] "/.test(line)).map((line) => line.split(" ")[0]!);
    const keywords = plural.length > 0 ? plural : ["msgstr"];
    entries.push({
      key: context === null ? msgid : `${context}\u0004${msgid}`,
      msgid,
      translations: keywords.map((keyword) => quoted(lines, keyword) ?? ""),
    });
  }
  return entries;
}

/** The messages of a `.po` file with an empty translation (every plural form must be filled). */
export function missingTranslations(po: string): string[] {
  return parsePo(po)
    .filter((entry) => entry.translations.some((text) => text === ""))
    .map((entry) => entry.msgid);
}
