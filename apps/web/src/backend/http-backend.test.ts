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
