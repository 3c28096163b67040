import type { UnderOrdersFigures } from "../api-load/under-orders";
import type { BundleFigures } from "../bundle/first-load";
import type { CatalogueFigures } from "../catalogue/probe-catalogue";
import type { LighthouseFigures } from "../lighthouse/run-lighthouse";

/** One page's Lighthouse medians (mobile, simulated throttling). */
export interface PageFigures extends LighthouseFigures {
  url: string;
  /** This page's LCP over the baseline page's, measured in the same run. */
  lcpRatio?: number;
  /** Whether the server's HTML for a first visit already shows content in the root (not the baseline). */
  serverRendered?: boolean;
}

export interface ApiFigures {
  path: string;
  /** Requests per second at full speed (10 connections). */
  maxRps: number;
  p50Ms: number;
  p99Ms: number;
  /** Latency at the fixed rate of the budget (PERFORMANCE.md: 500 req/s). */
  atRate: { rps: number; p50Ms: number; p99Ms: number };
  errors: number;
}

/** The catalogue's throughput alone and while 200 failed logins arrive at once (issue 17). */
export interface CapacityFigures {
  catalogueAloneRps: number;
  catalogueDuringLoginsRps: number;
  catalogueDuringLoginsP99Ms: number;
  logins: { count: number; seconds: number; statuses: Record<string, number> };
}

/** Server rendering of the retail product page (issue 16), on loopback. */
export interface SsrFigures {
  /** The page measured; uncached requests add a query string of their own to it. */
  path: string;
  /** Sequential requests after a warm-up, each one a page-cache miss rendered for it (full answer, gzip). */
  uncached: { samples: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number };
  /** autocannon on the page once its HTML is cached: full speed, then a fixed 1,000 req/s. */
  cached: ApiFigures;
  /** Answers whose root was checked for the product's name, and how many lacked it (client-rendered). */
  checkedAnswers: number;
  notServerRendered: number;
}

/** Everything `pnpm bench` measured, as written to bench/results/latest.json. */
export interface BenchFigures {
  measuredAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    chromium?: string;
    /** The API's database: the embedded PGlite, or the PostgreSQL that `DATABASE_URL` names. */
    database?: "PGlite" | "PostgreSQL";
  };
  build?: { coldMs: number; cachedMs: number };
  bundle: BundleFigures;
  /** What a real browser fetched on the retail home, to keep the manifest figures honest. */
  shopperJs?: { url: string; files: number; encodedBytes: number; notInManifestSet: string[] };
  lighthouse?: { runs: number; baseline: string; pages: Record<string, PageFigures> };
  addToCart?: { latencyMs: number; runs: number };
  /** Interaction latency (CPU ×4) by interaction: add to cart, a variant, a filter, a menu item, a slot. */
  interactions?: Record<string, { latencyMs: number; runs: number }>;
  bulkList?: { domNodes: number; listNodes: number; fps: number; longTasks: number; longestTaskMs: number };
  api?: Record<string, ApiFigures>;
  capacity?: CapacityFigures;
  ssr?: SsrFigures;
  /** Catalogue reads while orders flow, per database (and the order capacity on PostgreSQL). */
  underOrders?: UnderOrdersFigures[];
  /** A tenant grown to many products on PostgreSQL (`--catalogue N`). */
  catalogue?: CatalogueFigures;
}
