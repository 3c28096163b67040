/**
 * The stub backend over real HTTP, for the e2e suite that runs `@storefront/web` against a backend
 * that is not the reference API (issue 40):
 *
 *   PORT=4391 pnpm run stub-backend
 *
 * It sells `STUB_CATALOGUE`, on 127.0.0.1 only. Each call it has no answer for is logged once: what
 * a page asked beyond what the stub knows (the first place to look when a page of the suite breaks).
 */
import { serve } from "@hono/node-server";
import { createStubBackend, stubProduct } from "./stub-backend";
import { STUB_CATALOGUE } from "./stub-catalogue";

const port = Number(process.env.PORT ?? 4391);
const stub = createStubBackend({
  products: Object.values(STUB_CATALOGUE).map((item) => stubProduct(item.id, item.name, item.price)),
});
const logged = new Set<string>();

serve(
  {
    fetch: async (request) => {
      const before = stub.unanswered.length;
      const response = await stub.fetch(request);
      for (const call of stub.unanswered.slice(before)) {
        if (!logged.has(call)) console.warn(`stub backend: no answer for ${call}`);
        logged.add(call);
      }
      return response;
    },
    port,
    hostname: "127.0.0.1",
  },
  () => console.log(`Stub backend on http://127.0.0.1:${port}`),
);
