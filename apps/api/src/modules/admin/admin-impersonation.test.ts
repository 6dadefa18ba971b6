import { describe, expect, it } from "vitest";
import { bearer, createTeam, createUser, makeAdmin } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedInAdmin } from "./admin-test-kit.ts";

const me = async (token: string) =>
  (await getTestApp()).inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(token) });

describe("POST admin/users/{id}/impersonate", () => {
  it("opens a short session as the user, which auth/me shows as impersonated by the admin, and audits it", async () => {
    const admin = await signedInAdmin();
    const seller = await createUser({ firstName: "Hugo", lastName: "Blanc" });
    const team = await createTeam({ ownerId: seller.id });
    const before = Date.now();
    const response = await adminCall(admin, "POST", `users/${seller.id}/impersonate`, undefined, {
      "accept-language": "fr",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(
      "Vous êtes maintenant connecté en tant que Hugo Blanc. Déconnectez-vous pour revenir à votre compte.",
    );
    expect(body.user).toEqual({ id: seller.id, email: seller.email });
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(110 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3_600_000 + 1000);

    const who = await me(body.token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      id: seller.id,
      email: seller.email,
      teams: [{ id: team.id, role: "owner" }],
      groups: [],
      impersonatedBy: { id: admin.user.id, email: admin.user.email },
    });
    // The admin's own token is untouched (the web app restores it at logout).
    expect((await me(admin.token)).json()).toMatchObject({ id: admin.user.id, impersonatedBy: null });
    // The impersonation session is not an admin session.
    expect((await adminCall({ ...admin, headers: bearer(body.token) }, "GET", "overview")).statusCode).toBe(
      403,
    );

    const db = await getTestDb();
    const entry = await db
      .selectFrom("auditLog")
      .select(["action", "actorUserId", "entityType", "entityId", "details"])
      .where("action", "=", "impersonation.start")
      .where("entityId", "=", String(seller.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorUserId: admin.user.id, entityType: "user" });
    const details = JSON.parse(entry.details!);
    expect(details).toMatchObject({
      impersonatorUserId: admin.user.id,
      impersonatorEmail: admin.user.email,
      userId: seller.id,
      userEmail: seller.email,
      expiresAt: body.expiresAt,
    });
    expect(entry.details).not.toContain(body.token);
  });

  it("is refused for another admin (403) and for an inactive user (409), with a message", async () => {
    const admin = await signedInAdmin();
    const other = await createUser();
    await makeAdmin(other.id);
    const forbidden = await adminCall(admin, "POST", `users/${other.id}/impersonate`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe("You cannot sign in as an administrator.");
    expect((await adminCall(admin, "POST", `users/${admin.user.id}/impersonate`)).statusCode).toBe(403);

    const inactive = await createUser({ status: "inactive" });
    const conflict = await adminCall(admin, "POST", `users/${inactive.id}/impersonate`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe(
      "This account is inactive. Activate it before signing in as this user.",
    );
    expect((await adminCall(admin, "POST", "users/99999999/impersonate")).statusCode).toBe(404);

    const db = await getTestDb();
    const sessions = await db
      .selectFrom("sessions")
      .select("tokenHash")
      .where("impersonatorUserId", "=", admin.user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it("ends when the user is deactivated, and when the admin loses the admin group", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    const seller = await createUser();
    const first = (await adminCall(admin, "POST", `users/${seller.id}/impersonate`)).json();
    await adminCall(other, "PATCH", `users/${seller.id}`, { status: "inactive" });
    expect((await me(first.token)).statusCode).toBe(401);

    await adminCall(other, "PATCH", `users/${seller.id}`, { status: "active" });
    const second = (await adminCall(admin, "POST", `users/${seller.id}/impersonate`)).json();
    expect((await me(second.token)).statusCode).toBe(200);
    await adminCall(other, "DELETE", `users/${admin.user.id}/groups/admin`);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it("logging out of the impersonation ends only that session", async () => {
    const admin = await signedInAdmin();
    const seller = await createUser();
    const { token } = (await adminCall(admin, "POST", `users/${seller.id}/impersonate`)).json();
    const app = await getTestApp();
    const out = await app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});
