import { type IncomingMessage, request } from "node:http";

export interface Answer {
  status: number;
  body: string;
}

/** A GET on a connection of its own (no agent): it cannot ride a connection the server is closing. */
export function getOnNewConnection(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path, headers: { host }, agent: false },
      (incoming: IncomingMessage) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => {
          body += chunk;
        });
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body }));
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Waits until `condition` holds, checking every 20 ms, or fails naming what it waited for. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
