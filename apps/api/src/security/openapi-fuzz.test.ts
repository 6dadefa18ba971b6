/**
 * A schema-driven fuzz of the whole public API: every operation of the served OpenAPI document gets requests
 * built from its own schemas, then broken one parameter or field at a time with the malformed and edge values
 * of its type (wrong types, out-of-range numbers, padded ids, huge, empty and hostile strings, unknown keys,
 * malformed JSON and multipart). Whatever comes in, the API answers with a status below 500 and the one error
 * shape. Runs as a signed-in administrator who owns a team with a boat, so requests get past the gates into
 * the handlers; cases are drawn from a seeded generator and bounded by a time budget, on both engines.
 */
import { describe, expect, it } from "vitest";
import { Random } from "../db/seed/random.ts";
import { warmSearchIndex } from "../modules/site/readiness.ts";
import { bearer, createBoat, createTeam, createUser, login, makeAdmin } from "../test/factories.ts";
import { buildTestApp } from "../test/harness.ts";

/** Time the fuzz may take; cases not reached in it are skipped (each operation gets its share first). */
const BUDGET_MS = 60_000;

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

function resolver(doc: OpenApiDocument) {
  return function resolve(schema: Schema | undefined): Schema {
    if (!schema) return {};
    if (schema.$ref) {
      const name = schema.$ref.split("/").at(-1)!;
      return resolve(doc.components?.schemas?.[name]);
    }
    return schema;
  };
}

const typeOf = (schema: Schema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== "null");
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  return undefined;
};

/** A value the schema should accept (best effort: patterns and refinements are not solved). */
function sample(schema: Schema, resolve: (s: Schema | undefined) => Schema, depth = 0): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const variant = s.anyOf ?? s.oneOf;
  if (variant?.length) {
    const first = variant.map(resolve).find((v) => v.type !== "null") ?? variant[0]!;
    return sample(first, resolve, depth + 1);
  }
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((part) => sample(part, resolve, depth + 1) as object));
  }
  switch (typeOf(s)) {
    case "object": {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(s.properties ?? {}))
        out[key] = sample(value, resolve, depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () =>
        sample(s.items ?? {}, resolve, depth + 1),
      );
    case "integer":
      return Math.max(1, Math.ceil(s.minimum ?? 1));
    case "number":
      return Math.max(1, s.minimum ?? 1);
    case "boolean":
      return true;
    case "string":
      return sampleString(s);
    default:
      return "x";
  }
}

function sampleString(s: Schema): string {
  switch (s.format) {
    case "email":
      return "fuzz@example.test";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "date-time":
      return "2026-11-25T12:00:00.000Z";
    case "date":
      return "2026-11-25";
    case "uri":
    case "url":
      return "https://example.test/";
    default:
      return "x".repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** Values a parameter or field of this type should refuse, or that sit on its edges. */
function hostileValues(schema: Schema, resolve: (s: Schema | undefined) => Schema): unknown[] {
  const s = resolve(schema);
  const common = [
    null,
    "",
    " ",
    "%00",
    "\u0000",
    "x".repeat(5_000),
    "<script>alert(1)</script>",
    "' OR 1=1 --",
  ];
  switch (typeOf(s)) {
    case "integer":
    case "number":
      return [
        ...common,
        0,
        -1,
        1.5,
        2_147_483_648,
        Number.MAX_SAFE_INTEGER,
        1e308,
        "1e3",
        " 1",
        "0x10",
        "NaN",
        "Infinity",
        "-0",
        "١",
        true,
      ];
    case "boolean":
      return [...common, "yes", 2, "TRUE", []];
    case "array":
      return [...common, [], [null], Array.from({ length: 500 }, () => "x"), {}, "a,b"];
    case "object":
      return [...common, [], {}, 42, { ["__proto__"]: { polluted: true } }];
    default:
      return [
        ...common,
        42,
        [],
        {},
        true,
        "é".repeat(300),
        "🚤".repeat(200),
        "../../../etc/passwd",
        "#{7*7}{{7*7}}",
        "\ud800",
        "a\r\nBcc: victim@example.test",
      ];
  }
}

/** A path segment, escaped; a lone surrogate goes as the raw bytes of its (invalid) UTF-8 form. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^%\w.-]/g, (c) => encodeURIComponent(c));
  }
}

/** How a value travels in a path or query string. */
const asText = (value: unknown): string =>
  value === null ? "null" : typeof value === "object" ? JSON.stringify(value) : String(value);

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  label: string;
}

function casesFor(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: Operation,
  known: Record<string, string>,
  random: () => number,
): Case[] {
  const resolve = resolver(doc);
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const goodPath: Record<string, string> = {};
  for (const param of pathParams) {
    goodPath[param.name] = known[param.name] ?? asText(sample(param.schema ?? {}, resolve));
  }
  const goodQuery: Record<string, string> = {};
  for (const param of queryParams.filter((p) => p.required)) {
    goodQuery[param.name] = asText(sample(param.schema ?? {}, resolve));
  }
  const buildUrl = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(pathValues[name] ?? "1"));
    const search = new URLSearchParams(query).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content["application/json"]?.schema;
  const isMultipart = "multipart/form-data" in content;
  const goodBody = jsonSchema ? sample(jsonSchema, resolve) : undefined;
  const json = { "content-type": "application/json" };
  const withBody = (body: unknown): Pick<Case, "headers" | "payload"> =>
    jsonSchema || method !== "get"
      ? { headers: json, payload: JSON.stringify(body ?? {}) }
      : { headers: {}, payload: undefined };
  const pick = <T>(values: T[], count: number): T[] =>
    values.length <= count ? values : [...values].sort(() => random() - 0.5).slice(0, count);

  const cases: Case[] = [
    { method, url: buildUrl(goodPath, goodQuery), label: "sample", ...withBody(goodBody) },
  ];
  for (const param of pathParams) {
    for (const value of pick(hostileValues(param.schema ?? {}, resolve), 6)) {
      cases.push({
        method,
        url: buildUrl({ ...goodPath, [param.name]: asText(value) }, goodQuery),
        label: `path ${param.name}=${asText(value).slice(0, 40)}`,
        ...withBody(goodBody),
      });
    }
  }
  for (const param of queryParams) {
    for (const value of pick(hostileValues(param.schema ?? {}, resolve), 4)) {
      cases.push({
        method,
        url: buildUrl(goodPath, { ...goodQuery, [param.name]: asText(value) }),
        label: `query ${param.name}=${asText(value).slice(0, 40)}`,
        ...withBody(goodBody),
      });
    }
  }
  const url = buildUrl(goodPath, goodQuery);
  if (jsonSchema && goodBody && typeof goodBody === "object" && !Array.isArray(goodBody)) {
    const properties = resolve(jsonSchema).properties ?? {};
    for (const [key, fieldSchema] of Object.entries(properties)) {
      for (const value of pick(hostileValues(fieldSchema, resolve), 4)) {
        cases.push({
          method,
          url,
          label: `body.${key}=${asText(value).slice(0, 40)}`,
          headers: json,
          payload: JSON.stringify({ ...goodBody, [key]: value }),
        });
      }
    }
    cases.push({
      method,
      url,
      label: "body with an unknown key",
      headers: json,
      payload: JSON.stringify({ ...goodBody, unknownKey: 1 }),
    });
  }
  if (jsonSchema || (method !== "get" && method !== "delete" && !isMultipart)) {
    for (const [label, payload] of [
      ["body {}", "{}"],
      ["body []", "[]"],
      ["body null", "null"],
      ["body string", '"text"'],
      ["malformed JSON", '{"a":'],
      ["deep nesting", `${"[".repeat(2_000)}${"]".repeat(2_000)}`],
    ] as const) {
      cases.push({ method, url, label, headers: json, payload });
    }
    cases.push({
      method,
      url,
      label: "text/plain body",
      headers: { "content-type": "text/plain" },
      payload: "x",
    });
  }
  if (isMultipart) {
    const boundary = "----fuzz";
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
    cases.push(
      { method, url, label: "empty multipart", headers, payload: "" },
      { method, url, label: "multipart without parts", headers, payload: `--${boundary}--\r\n` },
      {
        method,
        url,
        label: "multipart with an empty file",
        headers,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n--${boundary}--\r\n`,
      },
      { method, url, label: "multipart JSON", headers: json, payload: "{}" },
    );
  }
  return cases;
}

/** DELETEs and sign-outs last, so they do not take away what the other operations need. */
const ORDER = ["get", "post", "put", "patch", "delete"];
const isSessionEnding = (path: string) => /logout|sessions|users\/me$|password/.test(path);

describe("schema-driven fuzz of every OpenAPI operation", () => {
  it("never answers 5xx, and answers errors in the one shape", async () => {
    // Write budgets have their own test: here they would only turn most writes into 429s.
    const app = await buildTestApp({ WRITE_RATE_LIMIT: "1000000" });
    // A process the balancer would send traffic to: /ready answers 503 only while its index loads.
    await warmSearchIndex(app);
    const admin = await createUser();
    await makeAdmin(admin.id);
    const team = await createTeam({ ownerId: admin.id, plan: "paid" });
    const boat = await createBoat({ teamId: team.id });
    let token = await login(app, admin.email, admin.password);
    const docResponse = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docResponse.statusCode).toBe(200);
    const doc = docResponse.json() as OpenApiDocument;
    const known: Record<string, string> = {
      teamId: String(team.id),
      boatId: String(boat.id),
      id: String(boat.id),
      slug: boat.slug,
      userId: String(admin.id),
    };
    const generator = new Random(20261125);
    const random = () => generator.next();
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ORDER.includes(method))
          .map(([method, operation]) => ({ path, method, operation })),
      )
      .sort(
        (a, b) =>
          Number(isSessionEnding(a.path)) - Number(isSessionEnding(b.path)) ||
          ORDER.indexOf(a.method) - ORDER.indexOf(b.method),
      );
    expect(operations.length).toBeGreaterThan(100);

    const plans = operations.map(({ path, method, operation }) =>
      casesFor(doc, path, method, operation, known, random),
    );
    const failures: string[] = [];
    let sent = 0;
    let samplesAccepted = 0;
    let address = 0;
    const deadline = Date.now() + BUDGET_MS;
    // Round-robin: every operation's first cases run before any operation's later ones.
    for (let round = 0; plans.some((plan) => plan.length > round) && Date.now() < deadline; round += 1) {
      for (const plan of plans) {
        const next = plan[round];
        if (!next || Date.now() >= deadline) continue;
        address += 1;
        const response = await app.inject({
          method: next.method.toUpperCase() as "GET",
          url: next.url,
          headers: { ...bearer(token), ...next.headers },
          ...(next.payload === undefined ? {} : { payload: next.payload }),
          // Spread over many client addresses, so per-IP limits do not hide the handlers behind 429s.
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        });
        sent += 1;
        if (next.label === "sample" && response.statusCode < 300) samplesAccepted += 1;
        const where = `${next.method.toUpperCase()} ${next.url.slice(0, 120)} (${next.label}) → ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const body = response.headers["content-type"]?.includes("json") ? response.json() : null;
          if (typeof body?.error?.code !== "string" || typeof body?.error?.message !== "string") {
            failures.push(`${where}: not the error shape: ${response.body.slice(0, 200)}`);
          }
        }
        if (response.statusCode === 429 && !response.headers["retry-after"]) {
          failures.push(`${where}: 429 without Retry-After`);
        }
        // An operation that signed the administrator out (logout, password change): sign in again.
        if (response.statusCode === 401 && next.label === "sample" && !/auth\/login/.test(next.url)) {
          token = await login(app, admin.email, admin.password).catch(() => token);
        }
      }
    }
    expect(failures).toEqual([]);
    // The budget is generous: most of the plan runs, on both engines.
    expect(sent).toBeGreaterThan(operations.length * 5);
    // And the requests reach the handlers: most operations accept their sample as the administrator.
    expect(samplesAccepted).toBeGreaterThan(operations.length / 2);
  }, 180_000);
});
