/**
 * Request bodies refuse keys their schema does not name (decision 027): a client that misspells a field, or
 * sends one the API does not take (`teamId`, `status`…), hears so (400, path `body`, code `unrecognized_keys`,
 * the keys named in the message) instead of a 200 that silently ignored it. Applies to the top level of every JSON body whose schema is an
 * object (or an intersection of objects); responses and query strings keep their usual parsing (links carry
 * tracking parameters that are none of the API's business).
 */
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** The keys a body schema names, or null when there is nothing to add (loose or strict already, a union…). */
function knownKeys(schema: z.core.$ZodType): Set<string> | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case "object": {
      // A catchall: loose on purpose, or strict already (zod refuses the extra keys itself).
      if (def.catchall) return null;
      return new Set(Object.keys(def.shape as Record<string, unknown>));
    }
    case "intersection": {
      const left = knownKeys(def.left as z.core.$ZodType);
      const right = knownKeys(def.right as z.core.$ZodType);
      return left && right ? new Set([...left, ...right]) : null;
    }
    case "pipe":
      return knownKeys(def.in as z.core.$ZodType);
    default:
      return null;
  }
}

/** The body schema behind a check that names every key it does not know. */
function strictly(schema: z.core.$ZodType, keys: Set<string>): z.core.$ZodType {
  const guard = z.looseObject({}).check((ctx) => {
    const unknown = Object.keys(ctx.value).filter((key) => !keys.has(key));
    if (unknown.length === 0) return;
    // The issue zod's own strict objects raise, so every body refuses extra keys the same way.
    ctx.issues.push({
      code: "unrecognized_keys",
      keys: unknown,
      path: [],
      message: `Unrecognized key${unknown.length > 1 ? "s" : ""}: ${unknown.map((k) => `"${k}"`).join(", ")}`,
      input: ctx.value,
    });
  });
  return guard.pipe(schema as z.ZodType<unknown, Record<string, unknown>>);
}

export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const keys = route.httpPart === "body" ? knownKeys(route.schema) : null;
  return validatorCompiler(keys ? { ...route, schema: strictly(route.schema, keys) } : route);
};
