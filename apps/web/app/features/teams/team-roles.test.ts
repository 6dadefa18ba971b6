import { describe, expect, it } from "vitest";
import { assignableRoles, canRemoveMember, hasRole, invitableRoles } from "./team-roles.ts";

describe("team roles (docs/permissions.md)", () => {
  it("ranks owner > admin > member", () => {
    expect(hasRole("owner", "admin")).toBe(true);
    expect(hasRole("admin", "admin")).toBe(true);
    expect(hasRole("member", "admin")).toBe(false);
  });

  it("lets people invite with a role up to their own", () => {
    expect(invitableRoles("owner")).toEqual(["owner", "admin", "member"]);
    expect(invitableRoles("admin")).toEqual(["admin", "member"]);
    expect(invitableRoles("member")).toEqual(["member"]);
  });

  it("lets admins manage members and admins, and only owners touch the owner role", () => {
    expect(assignableRoles("owner", "owner")).toEqual(["owner", "admin", "member"]);
    expect(assignableRoles("admin", "member")).toEqual(["admin", "member"]);
    expect(assignableRoles("admin", "owner")).toEqual([]);
    expect(assignableRoles("member", "member")).toEqual([]);
  });

  it("lets anyone leave, admins remove non-owners, owners remove anyone", () => {
    expect(canRemoveMember("member", "member", true)).toBe(true);
    expect(canRemoveMember("member", "member", false)).toBe(false);
    expect(canRemoveMember("admin", "member", false)).toBe(true);
    expect(canRemoveMember("admin", "owner", false)).toBe(false);
    expect(canRemoveMember("owner", "owner", false)).toBe(true);
  });
});
