/**
 * The backend client against a real HTTP server that drops a kept-alive socket as the next request
 * arrives on it (what a backend's idle timeout does at the wrong moment): a request without a body
 * is sent again once on a new socket, one with a body is not (it may have been received).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpBackend } from "./http-backend";

let server: Server;
let base: string;
const requestsPerSocket = new WeakMap<object, number>();
let received = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    received += 1;
    const count = (requestsPerSocket.get(request.socket) ?? 0) + 1;
    requestsPerSocket.set(request.socket, count);
    // The second request on a socket finds it closed: no answer, the connection reset.
    if (count === 2) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on("end", () => response.end(JSON.stringify({ host: request.headers.host })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("httpBackend on a kept-alive socket the backend closed", () => {
  it("sends a GET again once on a new socket, with the site's host", async () => {
    const backend = httpBackend(base);
    const first = await backend(new Request("http://retail.localhost:3000/snachoo/api/partner"));
    expect(await first.json()).toEqual({ host: "retail.localhost:3000" });
    received = 0;
    const second = await backend(new Request("http://retail.localhost:3000/snachoo/api/partner"));
    expect(second.status).toBe(200);
    expect(received).toBe(2);
    backend.close();
  });

  it("does not send a body twice: the caller gets the error", async () => {
    const backend = httpBackend(base);
    await (await backend(new Request("http://retail.localhost:3000/a"))).text();
    received = 0;
    const post = backend(
      new Request("http://retail.localhost:3000/ecommerce/api/snachoo/place_order", {
        method: "POST",
        body: "{}",
      }),
    );
    await expect(post).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(received).toBe(1);
    backend.close();
  });
});

describe("httpBackend answering 304s", () => {
  it("hands each socket back: more revalidations than its 64 sockets never wait", async () => {
    // A backend that keeps idle sockets a minute: a socket not handed back would hold for that long.
    const notModified = createServer((_request, response) => {
      response.writeHead(304, { etag: '"a"' });
      response.end();
    });
    notModified.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => notModified.listen(0, "127.0.0.1", resolve));
    const backend = httpBackend(`http://127.0.0.1:${(notModified.address() as AddressInfo).port}`);
    const started = Date.now();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          backend(new Request("http://retail.localhost:3000/x", { headers: { "if-none-match": '"a"' } })),
        ),
      );
      expect(answers.every((answer) => answer.status === 304 && answer.body === null)).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    backend.close();
    notModified.closeAllConnections();
    await new Promise((resolve) => notModified.close(resolve));
  }, 20_000);
});
