import { describe, expect, it } from "vitest";
import { relocalizeTarget } from "./sign-in.server.ts";

describe("relocalizeTarget", () => {
  it.each([
    ["/dashboard", "fr", "/fr/dashboard"],
    ["/fr/invitations/abc/accept", "es", "/es/invitations/abc/accept"],
    ["/it/dashboard?team_id=3#boats", "en-US", "/dashboard?team_id=3#boats"],
    ["/en-GB", "fr", "/fr"],
  ] as const)("moves %s to %s: %s", (target, locale, expected) => {
    expect(relocalizeTarget(target, locale)).toBe(expected);
  });
});
