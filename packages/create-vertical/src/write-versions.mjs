// The package's build: writes versions.json (see versions.mjs) beside package.json.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { collectVersions } from "./versions.mjs";

const packageJson = fileURLToPath(new URL("../package.json", import.meta.url));
const versions = collectVersions(packageJson);
writeFileSync(new URL("../versions.json", import.meta.url), `${JSON.stringify(versions, null, 2)}\n`);
console.log(
  `versions.json: ${Object.entries(versions.storefront)
    .map(([name, v]) => `${name}@${v}`)
    .join(", ")}`,
);
