/** Longest post-login target accepted. */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

function unsafe(path: string): boolean {
  return (
    !path.startsWith("/") ||
    path.startsWith("//") ||
    path.includes("\\") ||
    // Control characters (browsers strip tabs and newlines, turning `/\t/evil` into `//evil`).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
    /[\u0000-\u001f\u007f]/.test(path)
  );
}

/**
 * A safe place to go after login (spec §4 records the target path): a same-origin path — with
 * query and hash — or `fallback` (`/`). Refused: anything not starting with a single `/`
 * (absolute URLs, `javascript:`, relative paths), protocol-relative `//host`, any backslash
 * (`/\host`), control characters, over-long targets, and paths that only become one of these
 * once percent-decoded (`/%2F%2Fhost`, `/%5Chost`).
 */
export function safeRedirectTarget(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_REDIRECT_TARGET_LENGTH) {
    return fallback;
  }
  if (unsafe(target)) return fallback;
  let decoded = target;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (unsafe(next)) return fallback;
    decoded = next;
  }
  return target;
}
