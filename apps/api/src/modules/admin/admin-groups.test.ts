import { describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "./admin-test-kit.ts";

async function groupActions(userId: number) {
  const db = await getTestDb();
  const rows = await db
    .selectFrom("auditLog")
    .select(["action", "details"])
    .where("entityType", "=", "user")
    .where("entityId", "=", String(userId))
    .orderBy("id")
    .execute();
  return rows.map((r) => [r.action, JSON.parse(r.details!).group]);
}

describe("admin/users/{id}/groups/{code}", () => {
  it("grants and removes the admin group, idempotently, with audit entries", async () => {
    const admin = await signedInAdmin();
    const user = await signedIn({ firstName: "Noa", lastName: "Levi" });
    const granted = await adminCall(admin, "PUT", `users/${user.user.id}/groups/Admin`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      groups: [{ code: "admin", name: "Administrators" }],
      message: "Noa Levi is now in the group.",
    });
    // The new admin's existing session now passes the admin guard.
    expect((await adminCall(user, "GET", "overview")).statusCode).toBe(200);
    await adminCall(admin, "PUT", `users/${user.user.id}/groups/admin`);

    const removed = await adminCall(admin, "DELETE", `users/${user.user.id}/groups/admin`);
    expect(removed.json()).toEqual({ groups: [], message: "Noa Levi is no longer in the group." });
    expect((await adminCall(user, "GET", "overview")).statusCode).toBe(403);
    await adminCall(admin, "DELETE", `users/${user.user.id}/groups/admin`);

    expect(await groupActions(user.user.id)).toEqual([
      ["user.group.grant", "admin"],
      ["user.group.remove", "admin"],
    ]);
  });

  it("refuses an admin removing their own admin group, with a clear message", async () => {
    const admin = await signedInAdmin();
    const response = await adminCall(admin, "DELETE", `users/${admin.user.id}/groups/admin`, undefined, {
      "accept-language": "es",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "No puedes quitarte tus propios permisos de administrador. Pide a otro administrador que lo haga.",
    );
    expect((await adminCall(admin, "GET", "overview")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown group and 400 for a malformed code", async () => {
    const admin = await signedInAdmin();
    const user = await createUser();
    const unknown = await adminCall(admin, "PUT", `users/${user.id}/groups/wizards`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("This group does not exist.");
    expect((await adminCall(admin, "PUT", `users/${user.id}/groups/a.b`)).statusCode).toBe(400);
  });

  it("lists the groups", async () => {
    const admin = await signedInAdmin();
    const response = await adminCall(admin, "GET", "groups");
    expect(response.json().items).toEqual(
      expect.arrayContaining([{ code: "admin", name: "Administrators" }]),
    );
  });
});
