/**
 * A graceful stop of the real storefront server (`src/main.ts` in a child process): SIGTERM with 30
 * proxied requests in flight to a slow backend — every one completes with the backend's answer, a
 * connection after the signal is refused, an idle kept-alive connection does not hold the stop, and
 * the process exits 0. Then the stop's edges in-process: the timeout, a second signal, the release.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Agent, createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureLogger } from "./captured-logger";
import { createGracefulStop } from "./graceful-shutdown";
import { getOnNewConnection, waitFor } from "./stop-test-helpers";

const IN_FLIGHT = 30;
const BACKEND_DELAY_MS = 500;
const webDir = join(import.meta.dirname, "../..");

/** A backend that answers every request 203 after `BACKEND_DELAY_MS`, counting what it received. */
async function slowBackend() {
  let received = 0;
  const server = createServer((req, res) => {
    received += 1;
    setTimeout(() => {
      res.writeHead(203, { "content-type": "text/plain" });
      res.end(`slow ${req.url}`);
    }, BACKEND_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, received: () => received };
}

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

describe("SIGTERM to the storefront server", () => {
  it("finishes every in-flight request, refuses new connections and exits 0", async () => {
    const backend = await slowBackend();
    closers.push(() => backend.server.close());
    const port = 47_200 + Math.floor(Math.random() * 100);
    const host = `retail.localhost:${port}`;
    const child: ChildProcess = spawn(
      process.execPath,
      ["--conditions=@storefront/source", "--import", "tsx", "src/main.ts"],
      {
        cwd: webDir,
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          STOREFRONT_API_URL: `http://127.0.0.1:${backend.port}`,
          STOREFRONT_DIST: join(import.meta.dirname, "../test/fixtures-shell"),
          LOG_LEVEL: "info",
          SHUTDOWN_TIMEOUT_MS: "5000",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    closers.push(() => child.exitCode === null && child.kill("SIGKILL"));
    const lines: Array<Record<string, unknown>> = [];
    let partial = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      const text = partial + chunk.toString("utf8");
      const complete = text.split("\n");
      partial = complete.pop() ?? "";
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line));
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal })),
    );

    await waitFor(`the server on ${port} (${stderr})`, () =>
      getOnNewConnection(port, "/healthz", host).then(
        (answer) => answer.status === 200,
        () => false,
      ),
    );
    // A kept-alive connection left idle, as a browser or a load balancer leaves them.
    const keepAlive = new Agent({ keepAlive: true });
    closers.push(() => keepAlive.destroy());
    await new Promise<void>((resolve, reject) =>
      get({ host: "127.0.0.1", port, path: "/healthz", headers: { host }, agent: keepAlive }, (res) => {
        res.resume();
        res.on("end", resolve);
      }).on("error", reject),
    );

    const answers = Array.from({ length: IN_FLIGHT }, () =>
      getOnNewConnection(port, "/snachoo/api/partner", host).then(
        (answer) => answer,
        (error: NodeJS.ErrnoException) => ({ status: 0, body: String(error.code ?? error.message) }),
      ),
    );
    await waitFor("every request at the backend", () => backend.received() === IN_FLIGHT);
    const inFlightAtSignal = IN_FLIGHT - lines.filter((l) => l.path === "/snachoo/api/partner").length;
    child.kill("SIGTERM");
    await waitFor("the stop to begin", () => lines.some((l) => String(l.msg).startsWith("stopping")));

    const late = await getOnNewConnection(port, "/healthz", host).then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => String(error.code),
    );
    expect(late).toMatch(/^(ECONNREFUSED|ECONNRESET)$/);

    const settled = await Promise.all(answers);
    expect(inFlightAtSignal).toBe(IN_FLIGHT);
    expect(settled).toEqual(
      Array.from({ length: IN_FLIGHT }, () => ({ status: 203, body: "slow /snachoo/api/partner" })),
    );
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(lines.filter((l) => l.path === "/snachoo/api/partner" && l.status === 203)).toHaveLength(
      IN_FLIGHT,
    );
    expect(lines.at(-1)).toMatchObject({ msg: "stopped", code: 0 });
  });
});

describe("the graceful stop's edges", () => {
  /** A server whose requests to `/hang` are never answered. */
  async function hangingServer(): Promise<{ server: Server; port: number }> {
    const server = createServer((req, res) => {
      if (req.url !== "/hang") res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
    return { server, port: (server.address() as AddressInfo).port };
  }

  it("drops what is still running after the timeout, releases and exits 1", async () => {
    const { server, port } = await hangingServer();
    const exit = vi.fn();
    const released: string[] = [];
    const stop = createGracefulStop({
      server,
      timeoutMs: 150,
      logger: captureLogger().logger,
      release: [() => released.push("backend"), () => released.push("pool")],
      exit,
    });
    const hung = getOnNewConnection(port, "/hang", "localhost").then(
      () => "answered",
      (error: NodeJS.ErrnoException) => String(error.code),
    );
    await waitFor("the request at the server", async () => {
      const count = await new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n)));
      return count === 1;
    });
    const started = performance.now();
    await stop("SIGTERM");
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await hung).toBe("ECONNRESET");
    expect(released).toEqual(["backend", "pool"]);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it("exits 1 at once on a second signal, and 0 after a clean stop otherwise", async () => {
    const { server, port } = await hangingServer();
    const exit = vi.fn();
    const stop = createGracefulStop({ server, timeoutMs: 10_000, logger: captureLogger().logger, exit });
    const hung = getOnNewConnection(port, "/hang", "localhost").catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    await waitFor("the request at the server", async () => {
      const count = await new Promise<number>((resolve) => server.getConnections((_, n) => resolve(n)));
      return count === 1;
    });
    const first = stop("SIGTERM");
    await stop("SIGINT");
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(await hung).toBe("ECONNRESET");
    // The first stop ends too (its connection is gone) without exiting again.
    await first;
    expect(exit.mock.calls).toEqual([[1]]);

    const { server: idle } = await hangingServer();
    const cleanExit = vi.fn();
    await createGracefulStop({
      server: idle,
      timeoutMs: 10_000,
      logger: captureLogger().logger,
      exit: cleanExit,
    })("SIGTERM");
    expect(cleanExit).toHaveBeenCalledExactlyOnceWith(0);
  });
});
