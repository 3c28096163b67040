import { afterEach, describe, expect, it, vi } from "vitest";
import { currentEntryScript, entryScriptOf, isNewBuild, startBuildCheck } from "./build-check";

const page = (entry: string, extra = "") =>
  `<!doctype html><html><head><script>window.x=1</script>${extra}<script type="module" crossorigin src="${entry}"></script><link rel="modulepreload" href="/assets/retail-1.js"></head><body><div id="root"></div></body></html>`;

describe("entryScriptOf", () => {
  it("finds the first module script's src, whatever the attribute order and quoting", () => {
    expect(entryScriptOf(page("/assets/index-abc.js"))).toBe("/assets/index-abc.js");
    expect(entryScriptOf("<script src='/a.js' type='module'></script>")).toBe("/a.js");
    expect(entryScriptOf("<SCRIPT crossorigin src=/b.js type=module></SCRIPT>")).toBe("/b.js");
  });

  it("reads the entry a server-rendered page's boot script names (it has no module script)", () => {
    const html = `<head></head><body><div id="root"><p>Server HTML</p></div><script nonce="n" data-storefront-entry="/assets/index-ssr.js">(function(){})()</script></body>`;
    expect(entryScriptOf(html)).toBe("/assets/index-ssr.js");
    expect(isNewBuild("/assets/index-old.js", html)).toBe(true);
    expect(isNewBuild("/assets/index-ssr.js", html)).toBe(false);
  });

  it("skips classic and inline scripts, and JSON payloads", () => {
    const html =
      '<script src="/classic.js"></script><script type="application/json" id="storefront-payload">{"a":"<script type=module src=/x.js>"}</script>';
    expect(entryScriptOf(html)).toBeNull();
    expect(entryScriptOf("<p>maintenance</p>")).toBeNull();
  });
});

describe("isNewBuild", () => {
  it("is true only when both entries are known and differ", () => {
    expect(isNewBuild("/assets/index-abc.js", page("/assets/index-def.js"))).toBe(true);
    expect(isNewBuild("/assets/index-abc.js", page("/assets/index-abc.js"))).toBe(false);
    expect(isNewBuild("/assets/index-abc.js", "<h1>502 Bad Gateway</h1>")).toBe(false);
    expect(isNewBuild(null, page("/assets/index-def.js"))).toBe(false);
  });

  it("compares paths, so an absolute and a relative src of the same file are the same build", () => {
    const base = "https://shop.example/";
    expect(isNewBuild("https://shop.example/assets/index-abc.js", page("/assets/index-abc.js"), base)).toBe(
      false,
    );
  });
});

describe("currentEntryScript", () => {
  it("reads the running page's module entry", () => {
    document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
    expect(currentEntryScript(document)).toBe("/assets/index-abc.js");
    document.head.innerHTML = "";
  });
});

describe("startBuildCheck", () => {
  afterEach(() => vi.useRealTimers());

  it("checks every 60 minutes and offers the reload once", async () => {
    vi.useFakeTimers();
    const onNewBuild = vi.fn();
    let served = page("/assets/index-abc.js");
    const fetchHtml = vi.fn(async () => served);
    startBuildCheck({ currentEntry: "/assets/index-abc.js", fetchHtml, onNewBuild });

    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(fetchHtml).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchHtml).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    served = page("/assets/index-def.js");
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(fetchHtml).toHaveBeenCalledTimes(2);
  });

  it("shrugs off a failed fetch and stops when asked", async () => {
    vi.useFakeTimers();
    const fetchHtml = vi.fn(async () => {
      throw new Error("offline");
    });
    const stop = startBuildCheck({ currentEntry: "/a.js", fetchHtml, onNewBuild: vi.fn(), intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchHtml).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchHtml).toHaveBeenCalledTimes(2);
  });
});
