import { z } from "zod";
import { TEAM_ROLES } from "./account-codes.ts";
import { LOCALES } from "./locales.ts";

export { ADMIN_GROUP, isAdmin, TEAM_ROLES, type TeamRole } from "./account-codes.ts";

export const ZLoginRequest = z
  .object({
    // Not z.email(): a malformed address is just another failed login (spec: any failure is "Invalid credentials").
    email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(1024),
  })
  .meta({ id: "LoginRequest" });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z
  .object({ token: z.string(), expiresAt: z.string(), message: z.string().optional() })
  .meta({ id: "LoginResponse" });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUserTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(TEAM_ROLES),
});
export type TUserTeam = z.infer<typeof ZUserTeam>;

export const ZMe = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    language: z.enum(LOCALES),
    role: z.enum(["professional", "buyer"]),
    teams: z.array(ZUserTeam),
    groups: z.array(z.object({ code: z.string() })),
    /** Set while an administrator is signed in as this user. */
    impersonatedBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  })
  .meta({ id: "Me" });
export type TMe = z.infer<typeof ZMe>;
