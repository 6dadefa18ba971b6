import { describe, expect, it } from "vitest";
import { createTeam, createUser } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { apiOperations } from "../../test/openapi-operations.ts";
import { adminCall, signedIn } from "./admin-test-kit.ts";

/**
 * Every route under /api/v1/admin, read from the OpenAPI document the app builds from its own routes: a new
 * admin route is covered the moment it exists, and cannot ship without refusing guests and non-admins.
 */
const adminRoutes = () => apiOperations("/api/v1/admin/");

describe("every admin route", () => {
  it("is listed (the table below is not empty by accident)", async () => {
    const routes = (await adminRoutes()).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/v1/admin/overview",
        "GET /api/v1/admin/users",
        "PATCH /api/v1/admin/users/{id}",
        "PUT /api/v1/admin/users/{id}/groups/{code}",
        "POST /api/v1/admin/users/{id}/impersonate",
        "DELETE /api/v1/admin/teams/{id}/members/{userId}",
        "GET /api/v1/admin/audit-log",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it("documents the admin access rule on each of them", async () => {
    const rules = new Set((await adminRoutes()).map((r) => JSON.stringify(r.access)));
    expect([...rules]).toEqual([JSON.stringify({ kind: "admin" })]);
  });

  it("refuses a guest with 401 and a signed-in non-admin with 403, and changes nothing", async () => {
    const routes = await adminRoutes();
    const target = await createUser({ firstName: "Target" });
    const team = await createTeam({ ownerId: target.id });
    const member = await signedIn();
    const fill = (path: string) =>
      path
        .replace("/api/v1/admin/", "")
        .replace("{id}", String(path.includes("/teams/{id}") ? team.id : target.id))
        .replace("{teamId}", String(team.id))
        .replace("{userId}", String(target.id))
        .replace("{code}", "admin");
    // A body that would be valid for most mutations, so a missing guard could not hide behind a 400.
    const body = { role: "member", teamId: team.id, userId: member.user.id, firstName: "Changed" };
    const outcomes: string[] = [];
    for (const { method, path } of routes) {
      const payload = ["GET", "DELETE"].includes(method) ? undefined : body;
      const guest = await adminCall(null, method as "GET", fill(path), payload);
      const user = await adminCall(member, method as "GET", fill(path), payload);
      outcomes.push(`${method} ${path}: guest ${guest.statusCode}, user ${user.statusCode}`);
      expect(guest.json().error.code).toBe("UNAUTHENTICATED");
      expect(user.json().error.code).toBe("FORBIDDEN");
    }
    expect(outcomes).toEqual(routes.map((r) => `${r.method} ${r.path}: guest 401, user 403`));
    const audit = await adminCall(null, "GET", "audit-log");
    expect(audit.statusCode).toBe(401);
    const db = await getTestDb();
    const entries = await db.selectFrom("auditLog").select("id").execute();
    expect(entries).toEqual([]);
    const unchanged = await db
      .selectFrom("users")
      .select("firstName")
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.firstName).toBe("Target");
  });
});
