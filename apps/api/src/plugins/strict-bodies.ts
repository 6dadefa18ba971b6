/**
 * Request bodies refuse keys their schema does not name (decision 027): a client that misspells a field, or
 * sends one the API does not take (`teamId`, `status`…), hears so (400, path `body`, code `unrecognized_keys`,
 * the keys named in the message) instead of a 200 that silently ignored it. Applies to the top level of every
 * JSON body whose schema is an object (or an intersection of objects); responses and query strings keep their
 * usual parsing (links carry tracking parameters that are none of the API's business). Text holding a NUL character is refused in every
 * part of every request (PostgreSQL cannot store it; it used to fail there with a 500).
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

/**
 * Where the first NUL character hides in a request part (PostgreSQL text cannot hold one), or null. Every part of
 * every request passes here, so the clean path allocates nothing: the path is built only for a NUL found.
 */
function nulAt(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [] : null;
  if (depth > 32 || typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulAt(value[index], depth + 1);
      if (found) return [index, ...found];
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = nulAt((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return null;
}

/** Text with a NUL character is refused in every part of every request, before the route's schema. */
function withoutNul(schema: z.core.$ZodType): z.core.$ZodType {
  const guard = z.unknown().check((ctx) => {
    const path = nulAt(ctx.value);
    if (!path) return;
    ctx.issues.push({
      code: "custom",
      path,
      message: "must not contain a NUL character",
      params: { reason: "nul_character" },
      input: ctx.value,
    });
  });
  return guard.pipe(schema as z.ZodType);
}

export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const keys = route.httpPart === "body" ? knownKeys(route.schema) : null;
  const schema = keys ? strictly(route.schema, keys) : route.schema;
  return validatorCompiler({ ...route, schema: withoutNul(schema) });
};
