import { describe, expect, it } from "vitest";
import { auditEntityPath, auditRows, isKnownAuditField, toAuditValue } from "./admin-audit.ts";

describe("toAuditValue", () => {
  it("tells empty values, yes/no, timestamps and text apart", () => {
    expect(toAuditValue(null)).toEqual({ kind: "empty" });
    expect(toAuditValue(undefined)).toEqual({ kind: "empty" });
    expect(toAuditValue("")).toEqual({ kind: "empty" });
    expect(toAuditValue(false)).toEqual({ kind: "boolean", value: false });
    expect(toAuditValue("2026-11-22T14:05:00.000Z")).toEqual({
      kind: "date",
      value: "2026-11-22T14:05:00.000Z",
    });
    expect(toAuditValue("2026-11-22")).toEqual({ kind: "text", value: "2026-11-22" });
    expect(toAuditValue(3)).toEqual({ kind: "text", value: "3" });
    expect(toAuditValue(["a", "b"])).toEqual({ kind: "text", value: "a, b" });
    expect(toAuditValue([])).toEqual({ kind: "empty" });
    expect(toAuditValue({ a: 1 })).toEqual({ kind: "text", value: '{"a":1}' });
  });
});

describe("auditRows", () => {
  it("gives nothing for an entry without details", () => {
    expect(auditRows(null)).toEqual([]);
    expect(auditRows({})).toEqual([]);
  });

  it("unwraps an edit's changes into before/after rows", () => {
    expect(
      auditRows({
        changes: { firstName: { from: "Ann", to: "Anne" }, website: { from: null, to: "https://x.test" } },
      }),
    ).toEqual([
      {
        kind: "change",
        field: "firstName",
        from: { kind: "text", value: "Ann" },
        to: { kind: "text", value: "Anne" },
      },
      {
        kind: "change",
        field: "website",
        from: { kind: "empty" },
        to: { kind: "text", value: "https://x.test" },
      },
    ]);
  });

  it("reads top-level changes (status, plan, badge) and puts plain facts after them", () => {
    expect(auditRows({ sessionsRevoked: 2, status: { from: "active", to: "inactive" } })).toEqual([
      {
        kind: "change",
        field: "status",
        from: { kind: "text", value: "active" },
        to: { kind: "text", value: "inactive" },
      },
      { kind: "fact", field: "sessionsRevoked", value: { kind: "text", value: "2" } },
    ]);
    expect(auditRows({ isVerified: { from: false, to: true } })).toEqual([
      {
        kind: "change",
        field: "isVerified",
        from: { kind: "boolean", value: false },
        to: { kind: "boolean", value: true },
      },
    ]);
  });

  it("shows a membership's facts and a role change together", () => {
    expect(auditRows({ userId: 7, email: "a@b.test", role: { from: "member", to: "admin" } })).toEqual([
      {
        kind: "change",
        field: "role",
        from: { kind: "text", value: "member" },
        to: { kind: "text", value: "admin" },
      },
      { kind: "fact", field: "userId", value: { kind: "text", value: "7" } },
      { kind: "fact", field: "email", value: { kind: "text", value: "a@b.test" } },
    ]);
  });

  it("does not mistake an object with more than from/to for a change", () => {
    expect(auditRows({ weird: { from: 1, to: 2, extra: 3 } })).toEqual([
      { kind: "fact", field: "weird", value: { kind: "text", value: '{"from":1,"to":2,"extra":3}' } },
    ]);
  });
});

describe("auditEntityPath", () => {
  it("links users and teams to their back-office page", () => {
    expect(auditEntityPath("user", "12")).toBe("/admin/users/12");
    expect(auditEntityPath("team", "3")).toBe("/admin/teams/3");
  });

  it("has no link for other subjects or odd ids", () => {
    expect(auditEntityPath("brand", "3")).toBeNull();
    expect(auditEntityPath("user", null)).toBeNull();
    expect(auditEntityPath("user", "../x")).toBeNull();
  });
});

describe("isKnownAuditField", () => {
  it("knows the fields the back office writes", () => {
    expect(isKnownAuditField("firstName")).toBe(true);
    expect(isKnownAuditField("constructor")).toBe(false);
  });
});
