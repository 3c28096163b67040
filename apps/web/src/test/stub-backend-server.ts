/**
 * The stub backend over real HTTP, for the e2e suite that runs `@storefront/web` against a backend
 * that is not the reference API (issue 40):
 *
 *   PORT=4391 node --conditions=@storefront/source --import tsx src/test/stub-backend-server.ts
 *
 * It sells a catalogue whose names exist nowhere in the reference seed, so a page showing them was
 * rendered from the stub's answers. Loopback only. Each call it has no answer for is logged: that is
 * what a page asked beyond what the stub knows.
 */
import { serve } from "@hono/node-server";
import { createStubBackend, stubProduct } from "./stub-backend";

/** The stub's catalogue, shared with the e2e suite (its expectations read these). */
export const STUB_CATALOGUE = {
  lantern: { id: 1, slug: "stub-lantern", name: { en: "Stub Lantern", ar: "فانوس" }, price: 42.5 },
  kettle: { id: 2, slug: "stub-kettle", name: { en: "Stub Kettle", ar: "غلاية" }, price: 17 },
} as const;

// Only when run, not when the e2e suite imports the catalogue.
if (import.meta.filename === process.argv[1]) {
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
}
