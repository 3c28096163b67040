// `pnpm start`: the reference API on the embedded database and the storefront server in front of it,
// as one command. http://retail.localhost:3000 is the storefront (PORT), the API listens on
// 127.0.0.1:3001 (API_PORT) behind it. SIGINT and SIGTERM go to both, which stop gracefully (each
// finishes its in-flight requests); a second signal is passed on too, and forces them. When one
// stops on its own, so does the other. The exit code is 0 only when both stopped cleanly (exit 0).
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

/** Whether every child has exited 0 so far (a crash, a kill or a forced stop is a failure). */
let clean = true;
let running = 0;

function start(name, dir, env) {
  const child = spawn(
    process.execPath,
    ["--conditions=@storefront/source", "--import", "tsx", "src/main.ts"],
    {
      cwd: join(root, dir),
      env: { ...process.env, ...env },
      stdio: "inherit",
      // Its own process group: a Ctrl-C reaches the children only through `pass`, once — the
      // terminal's SIGINT to the whole group plus ours would be a second signal, which forces.
      detached: true,
    },
  );
  running += 1;
  child.on("exit", (code, signal) => {
    console.log(`[start] ${name} stopped (${signal ?? `exit ${code}`})`);
    if (code !== 0) clean = false;
    running -= 1;
    // The other one has no reason to run on alone (a storefront without its API, or the reverse).
    if (!requested) pass("SIGTERM");
    // Our own code, never the signal's: a graceful stop asked for by SIGTERM is a success.
    if (running === 0) process.exit(clean ? 0 : 1);
  });
  return child;
}

/** The signals passed on so far: the first asks for a graceful stop, a second forces it. */
let requested = 0;
function pass(signal) {
  requested += 1;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

const children = [
  // The storefront server is the API's one proxy: it appends the shopper's address. The embedded
  // database starts empty: `pnpm start` asks for the demo partners (the API seeds only when asked).
  start("api", "apps/api", {
    PORT: apiPort,
    TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? "1",
    STOREFRONT_PORT: port,
    SEED_DEMO: process.env.SEED_DEMO ?? "1",
  }),
  start("storefront", "apps/web", { PORT: port, STOREFRONT_API_URL: `http://127.0.0.1:${apiPort}` }),
];
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => pass(signal));
