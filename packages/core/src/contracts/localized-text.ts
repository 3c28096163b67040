import { z } from "zod/mini";

/** Text in several languages, keyed by locale (`name_lang`, `category_name_lang`): `{ en, ar }`. */
export const localizedTextSchema = z.record(z.string(), z.string());

/** Localised text. */
export type LocalizedText = z.infer<typeof localizedTextSchema>;
