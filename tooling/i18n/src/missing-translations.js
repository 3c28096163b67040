/**
 * Lists the entries of a `.po` file whose translation is empty. Handles multi-line strings and
 * plural forms (every `msgstr[n]` must be filled). The header entry (empty msgid) is skipped.
 */
export function missingTranslations(po) {
  const missing = [];
  for (const block of po.split(/\n\s*\n/)) {
    const id = joinedString(block, "msgid");
    if (!id) continue;
    const translations = [...block.matchAll(/^msgstr(?:\[\d+\])? /gm)].map((match) =>
      joinedString(block.slice(match.index), match[0].trim()),
    );
    if (translations.length === 0 || translations.some((text) => text === "")) missing.push(id);
  }
  return missing;
}

/** Reads the (possibly multi-line) string that follows `keyword` at the start of a line. */
function joinedString(block, keyword) {
  const lines = block.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${keyword} `));
  if (start < 0) return "";
  let text = lines[start]
    .slice(keyword.length + 1)
    .trim()
    .slice(1, -1);
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    text += line.trim().slice(1, -1);
  }
  return text;
}
