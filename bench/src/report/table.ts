/** Aligns rows into columns (the first row is the header), numbers to the right. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const numeric = (cell: string) => /^[-+]?[\d.,]+\s?(kB|ms|s|×|fps|%)?$/.test(cell);
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) =>
        numeric(cell) && i > 0 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const [header, ...body] = rows;
  if (!header) return "";
  return [line(header), widths.map((width) => "─".repeat(width)).join("  "), ...body.map(line)].join("\n");
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
