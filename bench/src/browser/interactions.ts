import type { Locator, Page } from "playwright-core";
import { median } from "../stats";
import { EVENT_TIMING_THRESHOLD_MS, type EventEntry, interactionLatencyMs } from "./event-timing";
import { launchBrowser, withThrottledPage } from "./throttled-page";

declare global {
  interface Window {
    __benchEventEntries?: EventEntry[];
  }
}

/**
 * One shopper interaction the bench times (issue 45: ≤ 100 ms at CPU ×4): the page it happens on,
 * the steps before it (not timed), the element tapped, and what the page shows once it happened —
 * so a figure is only ever reported for an interaction that really did what it says.
 */
export interface Interaction {
  /** The figure's name in the report. */
  name: string;
  /** The page's path on the partner's origin. */
  path: string;
  partner: string;
  /** Steps before the timed tap (choosing a service and a day before a time). */
  prepare?(page: Page): Promise<void>;
  /** The element the shopper taps. */
  target(page: Page): Locator;
  /**
   * Called just before the tap: reads the page's state, and returns a wait that resolves once the
   * tap's outcome shows (it fails the run otherwise).
   */
  outcome(page: Page, target: Locator): Promise<() => Promise<unknown>>;
}

const CART_COUNT = '[data-slot="cart-link"]';
/** How long an outcome may take to show: optimistic updates are instant, a sheet opens at once. */
const OUTCOME_TIMEOUT_MS = 3_000;

/** The attribute's value of `selector` once it differs from `previous`. */
function attributeChanges(page: Page, selector: string, attribute: string, previous: string | null) {
  return () =>
    page.waitForFunction(
      ({ selector, attribute, previous }) =>
        document.querySelector(selector)?.getAttribute(attribute) !== previous,
      { selector, attribute, previous },
      { timeout: OUTCOME_TIMEOUT_MS },
    );
}

/** The interactions of issue 45, on the demo partners. */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: "add to cart",
    partner: "retail",
    path: "/products",
    target: (page) => page.getByRole("main").getByRole("button", { name: "Add to cart" }).first(),
    // Optimistic: the header's counter moves without waiting on the network.
    outcome: async (page) => {
      const before = await page.locator(CART_COUNT).first().getAttribute("data-count");
      if (before === null) throw new Error(`no cart counter (${CART_COUNT}[data-count])`);
      return attributeChanges(page, CART_COUNT, "data-count", before);
    },
  },
  {
    name: "choosing a variant",
    partner: "retail",
    // The Hooded Sweatshirt: sizes and colours, the first chosen on arrival.
    path: "/products/12/hooded-sweatshirt",
    target: (page) => page.locator('[data-slot="variant-picker"] label:not(:has(input:checked))').first(),
    // The choice is the URL's (`variant_id`), written without a fetch: the page has every variant.
    outcome: async (page) => {
      const variant = () => new URLSearchParams(new URL(page.url()).search).get("variant_id");
      const before = variant();
      return () =>
        page.waitForFunction(
          (before) => new URLSearchParams(location.search).get("variant_id") !== before,
          before,
          { timeout: OUTCOME_TIMEOUT_MS },
        );
    },
  },
  {
    name: "applying a filter",
    partner: "retail",
    path: "/products",
    target: (page) =>
      page.locator('[data-slot="product-filters"] [data-slot="filter-link"][data-state="off"]').first(),
    // The filter is the URL's: it carries the choice, and a filter link says it is the chosen one.
    outcome: async (page) => {
      const before = new URL(page.url()).search;
      return () =>
        page.waitForFunction(
          (before) =>
            location.search !== before &&
            document.querySelector('[data-slot="filter-link"][data-state="on"]') !== null,
          before,
          { timeout: OUTCOME_TIMEOUT_MS },
        );
    },
  },
  {
    name: "opening a restaurant item",
    partner: "restaurant",
    path: "/menu",
    target: (page) => page.locator('[data-testid="menu-item"][data-available="true"] button').first(),
    outcome: async (page) => () =>
      page.getByRole("dialog").first().waitFor({ state: "visible", timeout: OUTCOME_TIMEOUT_MS }),
  },
  {
    name: "picking a booking slot",
    partner: "salon",
    path: "/booking",
    prepare: async (page) => {
      await page.getByRole("button", { name: /^Haircut & blow-dry/ }).click();
      await page.getByRole("button", { name: /^Reem/ }).click();
      await page.getByRole("list", { name: "Next free days" }).getByRole("button").first().click();
      await page
        .getByRole("list", { name: "Free times" })
        .getByRole("button")
        .first()
        .waitFor({ timeout: 15_000 });
    },
    target: (page) => page.getByRole("list", { name: "Free times" }).getByRole("button").first(),
    // The chosen time is the URL's (`slot`), so a reload or the way back from logging in keeps it.
    outcome: async (page) => () =>
      page.waitForFunction(() => new URLSearchParams(location.search).has("slot"), null, {
        timeout: OUTCOME_TIMEOUT_MS,
      }),
  },
];

/** Waits until the main thread has an idle moment (lazy chunks, tags and queries have settled). */
async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

/** One interaction on a fresh page: its latency in ms. */
async function interactOnce(page: Page, origin: string, interaction: Interaction): Promise<number> {
  const url = `${origin}${interaction.path}`;
  await page.goto(url, { waitUntil: "networkidle" });
  // The page answers input once the shell has marked it ready (decision 0030); before that a tap
  // is held and replayed, and the figure would time the hydration instead of the interaction.
  await page.locator('html[data-storefront="ready"]').waitFor({ state: "attached", timeout: 15_000 });
  await interaction.prepare?.(page);
  const target = interaction.target(page);
  await target.waitFor({ state: "visible", timeout: 10_000 });
  await target.scrollIntoViewIfNeeded(); // scrolling is not part of the interaction we time
  await waitForIdle(page);

  const shown = await interaction.outcome(page, target);
  await page.evaluate((threshold) => {
    window.__benchEventEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        window.__benchEventEntries?.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
      }
    }).observe({ type: "event", durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, EVENT_TIMING_THRESHOLD_MS);

  await target.click();
  await shown().catch((error: unknown) => {
    throw new Error(`${interaction.name} on ${url}: the page did not show it (${String(error)})`);
  });
  // Entries arrive after the next paint; when none arrives the tap took < 16 ms.
  await page
    .waitForFunction(() => window.__benchEventEntries?.some((entry) => entry.interactionId > 0), null, {
      timeout: 1_000,
    })
    .catch(() => undefined);
  return interactionLatencyMs(await page.evaluate(() => window.__benchEventEntries ?? []));
}

/** An interaction's figure: the median latency over its runs. */
export interface InteractionFigure {
  latencyMs: number;
  runs: number;
}

/**
 * Interaction latency of each of `interactions` (CPU ×4, phone viewport, a fresh context per run):
 * the median over runs of the longest Event Timing entry of the tap — what INP would count — after
 * confirming the page showed its outcome. 16 ms means "under Event Timing's 16 ms threshold".
 */
export async function measureInteractions(
  origin: (partner: string) => string,
  options: { runs: number; interactions?: readonly Interaction[] },
): Promise<Record<string, InteractionFigure>> {
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    throw new Error(`runs must be a whole number ≥ 1, got ${options.runs}`);
  }
  const browser = await launchBrowser();
  const figures: Record<string, InteractionFigure> = {};
  try {
    for (const interaction of options.interactions ?? INTERACTIONS) {
      const latencies: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        latencies.push(
          await withThrottledPage(browser, (page) =>
            interactOnce(page, origin(interaction.partner), interaction),
          ),
        );
      }
      figures[interaction.name] = { latencyMs: median(latencies), runs: latencies.length };
    }
    return figures;
  } finally {
    await browser.close();
  }
}
