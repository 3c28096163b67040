/**
 * Real API processes for the operations tests: `src/main.ts` as `pnpm serve` runs it, on a port of
 * the tests' own range (47100–47199), with its log lines kept.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

const API_DIR = join(import.meta.dirname, "../..");

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** The process's log lines (stdout), parsed when JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: log lines hold arbitrary fields
  lines: any[];
  /** Its stderr, for the failure message. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
  url(path: string): string;
  /** SIGTERM, then SIGKILL if it has not exited within `ms`. */
  stop(ms?: number): Promise<number | string>;
}

/** Starts `src/main.ts` with `env` over the environment (loopback, its own port, info lines). */
export function startApi(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=@storefront/source", "--import", "tsx", "src/main.ts"],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "info",
        NODE_ENV: "production",
        DATABASE_URL: "",
        SEED_DEMO: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: ApiProcess["lines"] = [];
  let rest = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part));
      } catch {
        lines.push({ msg: part });
      }
    }
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return {
    port,
    child,
    lines,
    stderr: () => stderr,
    exited,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async stop(ms = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), ms);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The first port from `from` that nothing listens on (the range is shared with other test files). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${from} to ${to}`);
}

/** Polls `probe` until it answers true; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  timeoutMs: number,
  probe: () => Promise<boolean>,
  everyMs = 100,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** The status of a GET, or 0 when nothing answered (refused, reset). */
export async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const answer = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return 0;
  }
}
