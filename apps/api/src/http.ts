import { type Endpoint, endpointPath } from "@storefront/core/contracts/endpoint";
import { IDEMPOTENT_REPLAYED_HEADER, STAFF_KEY_HEADER } from "@storefront/core/contracts/request-headers";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod/mini";
import type { Db } from "./db/client";
import type { Customer } from "./db/rows";
import { type ContractViolation, enforceContract } from "./lib/contract-check";
import { safeEqual } from "./lib/crypto";
import { ApiError, type FieldIssue } from "./lib/errors";
import { inputProblem } from "./lib/input-problems";
import { type AnswerDelivery, type JsonAnswer, sendJsonAnswer } from "./lib/json-answer";
import type { CacheRead, CatalogCache } from "./services/catalog-cache";
import type { ProductSearchEngine } from "./services/search/search-engine";
import { findSessionCustomer } from "./services/sessions";
import type { SocialVerifier } from "./services/social-login";
import { findStaffMember, type StaffMember } from "./services/staff-keys";
import type { PartnerDirectory, Tenant } from "./tenancy";

/** What every handler gets. */
export interface Services {
  db: Db;
  partners: PartnerDirectory;
  /** Client address for rate limits (socket address, or X-Forwarded-For behind a trusted proxy). */
  clientAddress(c: Context): string;
  /**
   * Where the reset links and other e-mails go. The default has no mail transport: it prints that
   * a mail was sent and to whom, never its text (a reset link in a log is a key to the account).
   */
  mailer(message: { to: string; subject: string; text: string }): void;
  /** The origin links to a partner's storefront are built on (its configured URL, core's `partnerSiteOrigin`). */
  linkOrigin(tenant: Tenant): string;
  /**
   * Check every success answer against the endpoint's response schema, undeclared fields
   * included (tests, dev): a violation is reported here and answered as a 500.
   */
  validateResponses: boolean;
  /** Where contract violations are reported (the console by default; tests collect them). */
  onContractViolation(violation: ContractViolation): void;
  /** Answers of catalogue reads, checked against what they show on each read. */
  catalogCache: CatalogCache;
  /** What finds products by text (the list's `key`, suggestions). */
  search: ProductSearchEngine;
  /** Asks social providers who an access token belongs to; social login is off without it. */
  socialVerifier?: SocialVerifier | undefined;
}

type Out<S> = [S] extends [z.core.$ZodType] ? z.output<S> : undefined;
type S = z.core.$ZodType | undefined;
type ParamsOf<E> = E extends Endpoint<infer P, S, S, z.core.$ZodType> ? Out<P> : never;
type QueryOf<E> = E extends Endpoint<S, infer Q, S, z.core.$ZodType> ? Out<Q> : never;
type BodyOf<E> = E extends Endpoint<S, S, infer B, z.core.$ZodType> ? Out<B> : never;

/** A handler's view of the request: the validated parts, the tenant and (if any) the customer. */
export interface Ctx<P, Q, B> {
  c: Context;
  services: Services;
  db: Db;
  tenant: Tenant;
  params: P;
  query: Q;
  body: B;
  /** The customer of `X-customer-token`; reading it without one throws 401. */
  readonly customer: Customer;
  /** The customer's session token hash (logout revokes it). */
  sessionHash: string | null;
  /** The staff member of `X-Staff-Key` on a staff call; reading it elsewhere throws 401. */
  readonly staffMember: StaffMember;
}

/**
 * A handler's answer: the envelope's `data`, optional `msg` and HTTP status; or a `stored`
 * answer (an idempotent replay) sent exactly as it was first sent; or a prepared 200 `answer`
 * (serialized once, sent from a cache, with its ETag).
 */
export type Reply<D> =
  | { data: D; msg?: string; status?: 200 | 201 }
  | { stored: { status: number; body: unknown; replayed?: boolean }; data?: undefined }
  | ({ answer: JsonAnswer<D>; data?: undefined } & AnswerDelivery);

/**
 * A catalogue answer from the cache as a reply: with its verdict (`X-Catalog-Cache`), and kept
 * private when the client sent a customer token (its prices may be the customer's group's).
 */
export function cachedReply<D>(c: Context, read: CacheRead<JsonAnswer<D>>): Reply<D> {
  return { answer: read.value, cache: read.hit ? "hit" : "miss", personal: customerTokenOf(c) !== undefined };
}

/** Turns zod issues into `{ path: "body.price", message }`, one per unknown key. */
export function toFieldIssues(where: string, issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    const base = [where, ...issue.path.map(String)];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ path: [...base, key].join("."), message: "Unknown field" });
    } else {
      out.push({ path: base.join("."), message: issue.message });
    }
  }
  return out;
}

function validate<S extends z.core.$ZodType | undefined>(where: string, schema: S, input: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const problem = inputProblem(input, where);
  if (problem) throw new ApiError(400, "validation_failed", `Invalid ${where}`, [problem]);
  const result = (schema as unknown as z.ZodMiniType).safeParse(input);
  if (!result.success) {
    throw new ApiError(
      400,
      "validation_failed",
      `Invalid ${where}`,
      toFieldIssues(where, result.error.issues),
    );
  }
  return result.data as Out<S>;
}

/** Query parameters as a plain object; a repeated parameter is an error, an empty one is dropped. */
function readQuery(c: Context): Record<string, string> {
  const all = c.req.queries();
  const out: Record<string, string> = Object.create(null);
  for (const [key, values] of Object.entries(all)) {
    if (values.length > 1) {
      throw new ApiError(400, "validation_failed", "Invalid query", [
        { path: `query.${key}`, message: "Repeated parameter" },
      ]);
    }
    const value = values[0];
    if (value !== undefined && value !== "") out[key] = value;
  }
  return { ...out };
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  const raw = await c.req.text();
  if (raw.trim() === "") return {};
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as application/json");
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON");
  }
}

/**
 * The request's `X-customer-token`, if any. Customer calls require it; a logged-in client also
 * sends it on partner calls, where catalogue reads use it only to price for the customer's group.
 */
export function customerTokenOf(c: Context): string | undefined {
  return c.req.header("x-customer-token");
}

/** Resolves the tenant of the request and checks its partner bearer token. */
export async function authenticatePartner(c: Context, services: Services): Promise<Tenant> {
  const tenant = await services.partners.forHost(c.req.header("host") ?? "");
  if (!tenant) throw new ApiError(401, "unknown_partner", "No partner is configured for this host");
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, "missing_partner_token", "The partner access token is missing");
  if (!safeEqual(match[1], tenant.accessToken)) {
    throw new ApiError(401, "invalid_partner_token", "The partner access token is not valid for this host");
  }
  return tenant;
}

/** The staff member of the request's `X-Staff-Key` (401 `invalid_staff_key` without a valid one). */
async function authenticateStaff(c: Context, services: Services, tenant: Tenant): Promise<StaffMember> {
  const member = await findStaffMember(services.db, tenant, c.req.header(STAFF_KEY_HEADER));
  if (!member) throw new ApiError(401, "invalid_staff_key", "This call needs a valid staff key");
  return member;
}

function checkResponse(services: Services, endpoint: AnyEndpoint, path: string, data: unknown) {
  enforceContract(endpoint.response, data, `${endpoint.method} ${path}`, services.onContractViolation);
}

type AnyEndpoint = Endpoint<
  z.core.$ZodType | undefined,
  z.core.$ZodType | undefined,
  z.core.$ZodType | undefined,
  z.core.$ZodType
>;

/**
 * Registers a route from its shared descriptor: method and path from the descriptor, then partner
 * auth, customer auth when the descriptor says so, strict validation of params, query and body,
 * and the success envelope around the handler's data.
 */
export function route<E extends AnyEndpoint>(
  app: Hono,
  services: Services,
  endpoint: E,
  handler: (ctx: Ctx<ParamsOf<E>, QueryOf<E>, BodyOf<E>>) => Promise<Reply<z.input<E["response"]>>>,
) {
  const path = endpointPath(endpoint);
  app.on(endpoint.method, path, async (c) => {
    const tenant = await authenticatePartner(c, services);
    let found: { customer: Customer; hash: string } | null = null;
    if (endpoint.auth === "customer") {
      found = await findSessionCustomer(services.db, tenant, customerTokenOf(c));
      if (!found) throw new ApiError(401, "invalid_customer_token", "Log in to continue");
    }
    const staff = endpoint.auth === "staff" ? await authenticateStaff(c, services, tenant) : null;
    const params = validate("params", endpoint.params, c.req.param());
    const query = validate("query", endpoint.query, readQuery(c));
    const body = endpoint.body ? validate("body", endpoint.body, await readJsonBody(c)) : undefined;
    const ctx = {
      c,
      services,
      db: services.db,
      tenant,
      params,
      query,
      body,
      sessionHash: found?.hash ?? null,
      get customer(): Customer {
        if (!found) throw new ApiError(401, "invalid_customer_token", "Log in to continue");
        return found.customer;
      },
      get staffMember(): StaffMember {
        if (!staff) throw new ApiError(401, "invalid_staff_key", "This call needs a staff key");
        return staff;
      },
    } as Ctx<ParamsOf<E>, QueryOf<E>, BodyOf<E>>;
    const reply = await handler(ctx);
    if ("stored" in reply && reply.stored) {
      const { status, body, replayed } = reply.stored;
      if (replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, "true");
      if (services.validateResponses && status < 300)
        checkResponse(services, endpoint, path, (body as { data: unknown }).data);
      return c.json(body as object, status as ContentfulStatusCode);
    }
    if ("answer" in reply && reply.answer) {
      if (services.validateResponses) checkResponse(services, endpoint, path, reply.answer.data);
      return sendJsonAnswer(c, reply.answer, reply);
    }
    if (!("data" in reply) || "stored" in reply || "answer" in reply) throw new Error("unreachable");
    if (services.validateResponses) checkResponse(services, endpoint, path, reply.data);
    const envelope =
      reply.msg === undefined
        ? { status: "success", data: reply.data }
        : { status: "success", msg: reply.msg, data: reply.data };
    return c.json(envelope, reply.status ?? 200);
  });
}
