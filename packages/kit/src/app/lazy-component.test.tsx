// @vitest-environment node
import { type ReactNode, Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";

/** One server render, every lazy part resolved (as the storefront's server renders a page). */
async function renderOnServer(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

function greetingModule() {
  return Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello, {name}</p> });
}

describe("lazyComponent", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("on the server, renders the component and asks for its module on every render, not only the first", async () => {
    vi.stubEnv("SSR", true);
    const importer = vi.fn(greetingModule);
    const Greeting = lazyComponent(importer);
    const calls: number[] = [];
    for (const name of ["Dana", "Reem"]) {
      const html = await renderOnServer(
        <Suspense fallback="…">
          <Greeting name={name} />
        </Suspense>,
      );
      expect(html).toContain(`Hello, <!-- -->${name}`);
      calls.push(importer.mock.calls.length);
    }
    // The second request's render used the module too: the build's tracker hears of it again.
    expect(calls[1]).toBeGreaterThan(calls[0] ?? 0);
  });

  it("in the browser, is React.lazy: the module is asked for once", async () => {
    vi.stubEnv("SSR", false);
    const importer = vi.fn(greetingModule);
    const Greeting = lazyComponent(importer);
    for (const name of ["Dana", "Reem"]) {
      await renderOnServer(
        <Suspense fallback="…">
          <Greeting name={name} />
        </Suspense>,
      );
    }
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
