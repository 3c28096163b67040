import { z } from "zod/mini";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: Schema): Def {
  return schema._zod.def as Def;
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Schema kinds that take any value and describe none of its keys (`z.unknown()`, a bare transform). */
const OPAQUE = new Set(["unknown", "any", "transform", "custom"]);

/** Wrappers whose keys are those of `def.innerType`. */
const WRAPPERS = new Set([
  "optional",
  "nullable",
  "nonoptional",
  "default",
  "prefault",
  "catch",
  "readonly",
  "success",
  "promise",
]);

/** The schema that describes a value's keys: wrappers, lazy schemas and pipes (their wire side) unwrapped. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType as Schema;
    else if (def.type === "lazy") current = (def.getter as () => Schema)();
    // The input side is what travels on the wire; the output side is what parsing made of it.
    else if (def.type === "pipe") current = def.in as Schema;
    else return current;
  }
}

function walk(schema: Schema, value: unknown, path: string, out: Set<string>): void {
  const def = defOf(unwrap(schema));
  if (OPAQUE.has(def.type)) return;
  switch (def.type) {
    case "object": {
      if (!isRecordObject(value)) return;
      const shape = def.shape as Record<string, Schema>;
      const catchall = def.catchall as Schema | undefined;
      for (const key of Object.keys(value)) {
        const declared = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (declared) walk(declared, value[key], `${path}.${key}`, out);
        // A catchall (`z.catchall`, `z.looseObject`) declares every other key; `never` (strict) none.
        else if (catchall && defOf(catchall).type !== "never") walk(catchall, value[key], `${path}.{}`, out);
        else out.add(`${path}.${key}`);
      }
      return;
    }
    case "record": {
      if (!isRecordObject(value)) return;
      for (const key of Object.keys(value)) walk(def.valueType as Schema, value[key], `${path}.{}`, out);
      return;
    }
    case "array": {
      if (!Array.isArray(value)) return;
      for (const item of value) walk(def.element as Schema, item, `${path}[]`, out);
      return;
    }
    case "tuple": {
      if (!Array.isArray(value)) return;
      const items = def.items as Schema[];
      const rest = def.rest as Schema | null;
      value.forEach((item, index) => {
        const itemSchema = items[index] ?? rest;
        if (itemSchema) walk(itemSchema, item, `${path}[${index}]`, out);
      });
      return;
    }
    case "union": {
      // Parsing keeps the first option that accepts the value, and only that option's keys.
      const chosen = (def.options as Schema[]).find((option) => z.safeParse(option, value).success);
      if (chosen) walk(chosen, value, path, out);
      return;
    }
    case "intersection": {
      // A key is declared when either side declares it.
      const left = new Set<string>();
      const right = new Set<string>();
      walk(def.left as Schema, value, path, left);
      walk(def.right as Schema, value, path, right);
      for (const found of left) if (right.has(found)) out.add(found);
      return;
    }
    default:
      return;
  }
}

/**
 * The keys of `value` that `schema` does not declare, at any depth, as paths (`items[].kind`,
 * `cms_config.{}`). zod objects drop undeclared keys silently when they parse,
 * so a field the server sends but the contract forgot vanishes on the client without an error;
 * this names it. Array items are `[]`, record values and catchall keys `{}`; a union is walked
 * with the option parsing would keep; `z.unknown()`, `z.any()` and bare transforms declare
 * everything below them. Sorted, without repeats.
 */
export function undeclaredKeys(schema: z.core.$ZodType, value: unknown): string[] {
  const out = new Set<string>();
  walk(schema, value, "", out);
  return [...out].map((path) => path.replace(/^\./, "")).sort();
}
