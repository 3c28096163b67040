import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { partnerSchema } from "../partner.js";

/**
 * Partner lookup (partner root prefix): the partner of the request host, as in the page payload.
 * The bearer is optional on this one call (the answer is public: it is in every page); when sent it
 * must be the host's token.
 */
export const getPartner = defineEndpoint({
  method: "GET",
  prefix: "partner",
  path: "/partner",
  auth: "partner",
  query: z.strictObject({}),
  response: partnerSchema,
});
