import { z } from "zod/mini";

/**
 * Every successful API answer: `{ status: "success", msg?, data }`. The spec reads lists from
 * `data.data` — the response body's `data` field.
 */
export function successEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.literal("success"), msg: z.optional(z.string()), data });
}

/** Every failed API answer: a stable machine code, a human message, and field issues for 400s. */
export const errorEnvelopeSchema = z.object({
  status: z.literal("error"),
  code: z.string(),
  msg: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/** A failed API answer. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
