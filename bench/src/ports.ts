import { createServer } from "node:net";

/** Whether nothing listens on `port` at 127.0.0.1. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first port of `from`–`to` nobody listens on at 127.0.0.1. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await isPortFree(port)) return port;
  throw new Error(`no free port in ${from}–${to}`);
}
