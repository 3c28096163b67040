import { type ChildProcess, spawn } from "node:child_process";
import { type Agent, type IncomingHttpHeaders, request } from "node:http";
import { join } from "node:path";
import { isPortFree } from "./ports";

export const REPO_ROOT = join(import.meta.dirname, "../..");

/** A whole answer: status, headers and the body's bytes as they came (still compressed if asked). */
export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET on loopback with a tenant's Host header (Node's fetch drops a custom Host); resolves once
 * the whole body has arrived. `agent` keeps connections alive between timed requests.
 */
export function httpGet(
  port: number,
  path: string,
  headers: Record<string, string>,
  agent?: Agent,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A JSON GET on loopback with a tenant's Host header; an error status rejects with the body. */
export async function getJson(port: number, path: string, headers: Record<string, string>): Promise<unknown> {
  const answer = await httpGet(port, path, headers);
  const body = answer.body.toString("utf8");
  if (answer.status >= 400) throw new Error(`GET ${path} answered ${answer.status}: ${body}`);
  return JSON.parse(body);
}

export interface RunningServer {
  port: number;
  /** The API's process (its memory is a figure). */
  pid: number;
  /** The storefront server's process. */
  webPid: number;
  /** The origin of a demo partner: its own host name, as shoppers reach it. */
  origin(partner: string): string;
  stop(): Promise<void>;
}

// The API listens before its seed is loaded: it is measured once /readyz says so, not /healthz.
async function waitForHealth(port: number, child: ChildProcess, timeoutMs: number, path = "/healthz") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await getJson(port, path, {}).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${path} on port ${port} within ${timeoutMs / 1000} s`);
}

/** The API's own port: the storefront server (the bench's `port`) is in front of it. */
export const apiPortOf = (port: number) => port + 100;

function spawnServer(dir: string, env: Record<string, string>) {
  return spawn(process.execPath, ["--conditions=@storefront/source", "--import", "tsx", "src/main.ts"], {
    cwd: join(REPO_ROOT, dir),
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Starts the real servers as `pnpm start` runs them: the reference API (apps/api) on a fresh
 * in-memory database with the demo seed, and the storefront server (apps/web) in front of it on
 * `port`, serving the production build of the shell with its precompressed assets and its pages
 * rendered on the server (`STOREFRONT_SSR=1`, whatever the default is), the API's paths proxied.
 * With `DATABASE_URL` in the environment the API runs on that PostgreSQL instead (give it an empty
 * database: the seed loads only into one). `options.env` goes to the API.
 */
export async function startServer(
  port: number,
  options: { env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const apiPort = apiPortOf(port);
  // Another server on the port would answer /healthz and be measured instead of this build.
  for (const used of [port, apiPort]) {
    if (!(await isPortFree(used))) {
      throw new Error(`Port ${used} is in use (another bench or server?): stop it, or pass --port.`);
    }
  }
  const api = spawnServer("apps/api", {
    PORT: String(apiPort),
    DATA_DIR: "memory://",
    STOREFRONT_PORT: String(port),
    SEED_DEMO: "1",
    ...options.env,
  });
  const web = spawnServer("apps/web", {
    PORT: String(port),
    STOREFRONT_API_URL: `http://127.0.0.1:${apiPort}`,
    // The bench measures the server-rendered storefront (decision 0025), set explicitly so a
    // change of the default, or a variable left in the shell, cannot switch it off.
    STOREFRONT_SSR: "1",
  });
  const child = api;
  // However the bench ends (a crash included), the server does not outlive it.
  const killOnExit = () => {
    api.kill();
    web.kill();
  };
  process.once("exit", killOnExit);
  try {
    await waitForHealth(apiPort, api, 120_000, "/readyz");
    await waitForHealth(port, web, 60_000);
  } catch (error) {
    killOnExit();
    throw error;
  }
  const stopOne = (server: typeof child) =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  return {
    port,
    pid: api.pid ?? 0,
    webPid: web.pid ?? 0,
    origin: (partner) => `http://${partner}.localhost:${port}`,
    stop: async () => {
      process.off("exit", killOnExit);
      await Promise.all([stopOne(web), stopOne(api)]);
    },
  };
}
