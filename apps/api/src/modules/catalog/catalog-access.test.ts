/**
 * Every back-office catalog route refuses a guest (401) and a signed-in non-admin (403) before doing
 * anything, with bodies that would be valid, so a missing guard could not hide behind a 400. The table is
 * checked against the routes the app really serves, so a new route cannot skip it.
 */
import { describe, expect, it } from "vitest";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "../admin/admin-test-kit.ts";
import { insertBrand, insertModel, insertValue, labelsFor, uniqueCode } from "./catalog-test-kit.ts";

interface ListFixture {
  path: string;
  /** Two entries of the list (the target and a merge target) and valid bodies. */
  make: () => Promise<{ id: number; intoId: number; create: object; update: object }>;
}

const translated = (
  path: string,
  table: "conditions" | "availabilities" | "equipmentTypes",
): ListFixture => ({
  path,
  make: async () => ({
    id: (await insertValue(table)).id,
    intoId: (await insertValue(table)).id,
    create: { code: uniqueCode("x"), ...labelsFor("Created") },
    update: { nameFr: "Changé" },
  }),
});

const FIXTURES: ListFixture[] = [
  {
    path: "boat-types",
    make: async () => ({
      id: (await insertValue("boatTypes", { category: "power" })).id,
      intoId: (await insertValue("boatTypes", { category: "power" })).id,
      create: { code: uniqueCode("x"), ...labelsFor("Created"), category: "sail" },
      update: { category: "sail" },
    }),
  },
  translated("conditions", "conditions"),
  translated("availabilities", "availabilities"),
  translated("equipment-types", "equipmentTypes"),
  {
    path: "equipments",
    make: async () => {
      const type = await insertValue("equipmentTypes");
      return {
        id: (await insertValue("equipments", { equipmentTypeId: type.id })).id,
        intoId: (await insertValue("equipments", { equipmentTypeId: type.id })).id,
        create: { code: uniqueCode("x"), ...labelsFor("Created"), equipmentTypeId: type.id },
        update: { nameFr: "Changé" },
      };
    },
  },
  {
    path: "brands",
    make: async () => ({
      id: (await insertBrand({ status: "pending" })).id,
      intoId: (await insertBrand()).id,
      create: { name: `Created ${uniqueCode("b")}` },
      update: { name: `Renamed ${uniqueCode("b")}` },
    }),
  },
  {
    path: "brand-models",
    make: async () => {
      const brand = await insertBrand();
      return {
        id: (await insertModel({ brandId: brand.id, status: "pending" })).id,
        intoId: (await insertModel({ brandId: brand.id })).id,
        create: { brandId: brand.id, name: `Created ${uniqueCode("m")}` },
        update: { name: `Renamed ${uniqueCode("m")}` },
      };
    },
  },
];

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Body = "create" | "update" | "merge" | null;

const OPERATIONS: { method: Method; suffix: string; body: Body; approvalOnly?: boolean }[] = [
  { method: "GET", suffix: "", body: null },
  { method: "POST", suffix: "", body: "create" },
  { method: "GET", suffix: "/{id}", body: null },
  { method: "PATCH", suffix: "/{id}", body: "update" },
  { method: "DELETE", suffix: "/{id}", body: null },
  { method: "POST", suffix: "/{id}/merge", body: "merge" },
  { method: "POST", suffix: "/{id}/approve", body: null, approvalOnly: true },
];

const ROUTES = FIXTURES.flatMap((fixture) =>
  OPERATIONS.filter((op) => !op.approvalOnly || fixture.path.startsWith("brand")).map((op) => ({
    fixture,
    ...op,
    name: `${op.method} admin/${fixture.path}${op.suffix}`,
  })),
);

/** Rows of every catalog table, to prove a refused call changed nothing. */
async function snapshot() {
  const db = await getTestDb();
  const tables = ["boatTypes", "conditions", "availabilities", "equipmentTypes", "equipments"] as const;
  const translatedRows = await Promise.all(
    tables.map((table) => db.selectFrom(table).select(["id", "code", "nameFr"]).orderBy("id").execute()),
  );
  const brands = await db.selectFrom("brands").select(["id", "name", "status"]).orderBy("id").execute();
  const models = await db.selectFrom("brandModels").select(["id", "name", "status"]).orderBy("id").execute();
  return { translatedRows, brands, models };
}

/** A call of the route on fresh entries, with a body that is valid for it. */
async function callOf(route: (typeof ROUTES)[number]) {
  const fixture = await route.fixture.make();
  const bodies = { create: fixture.create, update: fixture.update, merge: { intoId: fixture.intoId } };
  return {
    path: `${route.fixture.path}${route.suffix.replace("{id}", String(fixture.id))}`,
    payload: route.body ? bodies[route.body] : undefined,
  };
}

describe("catalog back-office routes", () => {
  it("are all in the table below", async () => {
    const app = await getTestApp();
    const paths = (app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
    const served = Object.entries(paths)
      .filter(([path]) => path.startsWith("/api/v1/admin/"))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.tags?.includes("catalog"))
          .map(([method]) => `${method.toUpperCase()} ${path.replace("/api/v1/", "")}`),
      );
    expect(served.sort()).toEqual(ROUTES.map((route) => route.name).sort());
    expect(ROUTES).toHaveLength(44);
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    "%s refuses a guest with 401 and a non-admin with 403, changing nothing",
    async (_name, route) => {
      const member = await signedIn();
      const { path, payload } = await callOf(route);
      const before = await snapshot();
      const guest = await adminCall(null, route.method, path, payload);
      expect(guest.statusCode).toBe(401);
      expect(guest.json().error.code).toBe("UNAUTHENTICATED");
      const user = await adminCall(member, route.method, path, payload);
      expect(user.statusCode).toBe(403);
      expect(user.json().error.code).toBe("FORBIDDEN");
      expect(await snapshot()).toEqual(before);
    },
  );

  // The same calls succeed for an admin: the guard, not a bad body, is what refused the others.
  it.each(ROUTES.map((route) => [route.name, route] as const))(
    "%s lets an admin through",
    async (_name, route) => {
      const { path, payload } = await callOf(route);
      const response = await adminCall(await signedInAdmin(), route.method, path, payload);
      expect([200, 201]).toContain(response.statusCode);
    },
  );
});
