import { access } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_ENTRY_FILE, type ServerRender } from "@storefront/core/contracts/server-render";

/**
 * Loads the shell's server build (`dist/server/entry-server.js`, decision 0025) at run time, as
 * the server reads `index.html`: the API never imports React or the shell's source. Null when the
 * build has no server entry (the pages are then rendered by the browser, as before issue 16); a
 * module without a `render` function is an error.
 */
export async function loadServerRender(distDir: string): Promise<ServerRender | null> {
  const file = join(distDir, SERVER_ENTRY_FILE);
  try {
    await access(file);
  } catch {
    console.warn(`${file} is missing: pages are rendered in the browser only. Run \`pnpm build\`.`);
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
  if (typeof module.render !== "function") throw new Error(`${file} does not export a render function.`);
  return module.render as ServerRender;
}
