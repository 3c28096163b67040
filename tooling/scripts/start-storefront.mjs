// `pnpm start`: the reference API on the embedded database and the storefront server in front of it,
// as one command. http://retail.localhost:3000 is the storefront (PORT), the API listens on
// 127.0.0.1:3001 (API_PORT) behind it. SIGINT and SIGTERM go to both; when one stops, so does the other.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

function start(name, dir, env) {
  const child = spawn(
    process.execPath,
    ["--conditions=@storefront/source", "--import", "tsx", "src/main.ts"],
    {
      cwd: join(root, dir),
      env: { ...process.env, ...env },
      stdio: "inherit",
    },
  );
  child.on("exit", (code, signal) => {
    console.log(`[start] ${name} stopped (${signal ?? `exit ${code}`})`);
    stopAll(signal ?? "SIGTERM");
    exited.add(name);
    if (exited.size === children.length) process.exit(code ?? 0);
  });
  return child;
}

const exited = new Set();
let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

const children = [
  // The storefront server is the API's one proxy: it appends the shopper's address.
  start("api", "apps/api", {
    PORT: apiPort,
    TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? "1",
    STOREFRONT_PORT: port,
  }),
  start("storefront", "apps/web", { PORT: port, STOREFRONT_API_URL: `http://127.0.0.1:${apiPort}` }),
];
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
