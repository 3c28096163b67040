/**
 * A load balancer for the operations tests, behaving as nginx's or HAProxy's defaults do in front
 * of the API's instances: round robin over the instances whose `/readyz` answered 200 at the last
 * check (every 200 ms), and a request the instance never took — connection refused, or a kept-alive
 * connection it had closed as idle (Node's documented `reusedSocket` + ECONNRESET case) — tried on
 * the next instance. Any other failure reaches the client as a 502: an instance that cut a request
 * it had taken shows. It holds no knowledge of the API: what it proves is that an instance's stop gives
 * a balancer what it needs (readiness turning 503, refused connections, nothing cut mid-answer).
 */
import { Agent, createServer, type IncomingMessage, request, type Server } from "node:http";

export interface Balancer {
  port: number;
  /** Answers the balancer sent from an instance, by instance port. */
  served: Map<number, number>;
  /** Requests that failed on one instance before an answer and went to another. */
  retried: number;
  close(): Promise<void>;
}

/** Starts the balancer on `port` in front of the instances on `upstreams` (ports on 127.0.0.1). */
export async function startBalancer(port: number, upstreams: readonly number[]): Promise<Balancer> {
  const ready = new Set(upstreams);
  const served = new Map<number, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let retried = 0;

  const check = setInterval(() => {
    for (const upstream of upstreams) {
      const probe = request({ port: upstream, host: "127.0.0.1", path: "/readyz", agent, timeout: 1_000 });
      probe.on("response", (answer) => {
        answer.resume();
        if (answer.statusCode === 200) ready.add(upstream);
        else ready.delete(upstream);
      });
      probe.on("error", () => ready.delete(upstream));
      probe.on("timeout", () => probe.destroy());
      probe.end();
    }
  }, 200);

  /** The instances to try, in order: the ready ones from the round robin's turn, then the rest. */
  const order = () => {
    const start = next++;
    const turn = upstreams.map((_, index) => upstreams[(start + index) % upstreams.length] as number);
    return [...turn.filter((upstream) => ready.has(upstream)), ...turn.filter((u) => !ready.has(u))];
  };

  const forward = (incoming: IncomingMessage, body: Buffer, upstream: number) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request({
        port: upstream,
        host: "127.0.0.1",
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      });
      outgoing.on("response", resolve);
      outgoing.on("error", (error: NodeJS.ErrnoException) =>
        reject(
          Object.assign(error, {
            neverTaken:
              error.code === "ECONNREFUSED" || (outgoing.reusedSocket && error.code === "ECONNRESET"),
          }),
        ),
      );
      outgoing.end(body);
    });

  const server: Server = createServer(async (incoming, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let lastError: unknown;
    for (const [attempt, upstream] of order().entries()) {
      try {
        const answer = await forward(incoming, body, upstream);
        if (attempt > 0) retried++;
        served.set(upstream, (served.get(upstream) ?? 0) + 1);
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
        return;
      } catch (error) {
        lastError = error;
        if (!(error as { neverTaken?: boolean }).neverTaken) break;
      }
    }
    reply.writeHead(502, { "content-type": "text/plain" });
    reply.end(`no instance answered: ${String(lastError)}`);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    port,
    served,
    get retried() {
      return retried;
    },
    async close() {
      clearInterval(check);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
