import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { isPortFree } from "./ports";

export const REPO_ROOT = join(import.meta.dirname, "../..");

/** A GET on loopback with a tenant's Host header (Node's fetch drops a custom Host). */
export function getJson(port: number, path: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        if ((res.statusCode ?? 500) >= 400)
          reject(new Error(`GET ${path} answered ${res.statusCode}: ${body}`));
        else resolve(JSON.parse(body));
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export interface RunningServer {
  port: number;
  /** The origin of a demo partner: its own host name, as shoppers reach it. */
  origin(partner: string): string;
  stop(): Promise<void>;
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await getJson(port, "/healthz", {}).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /healthz on port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the real reference server (apps/api) on a fresh in-memory database with the demo seed,
 * serving the production build of the shell with its precompressed assets. With `DATABASE_URL` in
 * the environment it runs on that PostgreSQL instead (give it an empty database: the seed loads
 * only into one).
 */
export async function startServer(port: number): Promise<RunningServer> {
  // Another server on the port would answer /healthz and be measured instead of this build.
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} is in use (another bench or server?): stop it, or pass --port.`);
  }
  const child = spawn(
    process.execPath,
    ["--conditions=@storefront/source", "--import", "tsx", "src/main.ts"],
    {
      cwd: join(REPO_ROOT, "apps/api"),
      env: { ...process.env, PORT: String(port), DATA_DIR: "memory://", NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  // However the bench ends (a crash included), the server does not outlive it.
  const killOnExit = () => child.kill();
  process.once("exit", killOnExit);
  try {
    await waitForHealth(port, child, 120_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    port,
    origin: (partner) => `http://${partner}.localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        process.off("exit", killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
