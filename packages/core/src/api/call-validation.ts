/**
 * The API client's zod side: the request values checked by the endpoint's schemas, the error and
 * success envelopes of answers. The client's sending code (`send-call.ts`) imports it, and the
 * client loads that with `import()` on its first call (`client.ts`): zod and the envelopes stay out
 * of the code that only creates the client.
 * @module
 */

import { z } from "zod/mini";
import type { Endpoint } from "../contracts/endpoint.js";
import { type ErrorEnvelope, errorEnvelopeSchema, successEnvelope } from "../contracts/envelope.js";
import type { ApiIssue } from "./errors.js";

type Schema = z.core.$ZodType;

/** A value after its schema: the parsed value, or a failure whose issues were collected. */
export type Checked = { ok: true; value: unknown } | { ok: false };

/** The request values of a call, each checked by the endpoint's schema. */
export interface CheckedRequest {
  params: Checked;
  query: Checked;
  body: Checked;
  /** Every issue found, prefixed by `params`, `query` or `body`. */
  issues: ApiIssue[];
}

function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

function check(schema: Schema | undefined, value: unknown, what: string, issues: ApiIssue[]): Checked {
  if (!schema) return { ok: true, value };
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.data };
  for (const issue of issuesOf(result.error)) {
    issues.push({ path: issue.path ? `${what}.${issue.path}` : what, message: issue.message });
  }
  return { ok: false };
}

/** Checks params (`{}` when absent), query (`{}` when absent) and body, in that order. */
export function checkRequest(
  endpoint: Pick<Endpoint, "params" | "query" | "body">,
  values: { params?: unknown; query?: unknown; body?: unknown },
): CheckedRequest {
  const issues: ApiIssue[] = [];
  const params = check(endpoint.params, values.params ?? {}, "params", issues);
  const query = check(endpoint.query, values.query ?? {}, "query", issues);
  const body = check(endpoint.body, values.body, "body", issues);
  return { params, query, body, issues };
}

/** The error envelope an answer carries, whatever its status (a 2xx may carry one), or undefined. */
export function errorEnvelopeOf(json: unknown): ErrorEnvelope | undefined {
  const failure = errorEnvelopeSchema.safeParse(json);
  return failure.success ? failure.data : undefined;
}

/** The success envelope of each response schema, built once. */
const envelopes = new WeakMap<Schema, Schema>();

function envelopeOf(schema: Schema): Schema {
  let envelope = envelopes.get(schema);
  if (!envelope) {
    envelope = successEnvelope(schema);
    envelopes.set(schema, envelope);
  }
  return envelope;
}

/** The `data` of an answer's success envelope, checked by the endpoint's response schema. */
export function successDataOf(
  response: Schema,
  json: unknown,
): { ok: true; data: unknown } | { ok: false; issues: ApiIssue[] } {
  const parsed = z.safeParse(envelopeOf(response), json);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
  return { ok: true, data: (parsed.data as { data: unknown }).data };
}
