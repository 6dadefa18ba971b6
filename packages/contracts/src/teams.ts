import { z } from "zod";
import { PLAN_CODES, TEAM_ROLES } from "./account-codes.ts";
import { ZEmail } from "./accounts.ts";
import { ZId } from "./common.ts";
import { COUNTRIES, CURRENCIES } from "./countries.ts";

export { PLAN_CODES, type PlanCode } from "./account-codes.ts";

/** The current team as its members see it in the dashboard. */
export const ZTeam = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    currency: z.string(),
    unit: z.enum(["metric", "imperial"]),
    status: z.enum(["active", "inactive"]),
    isVerified: z.boolean(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    plan: z.object({ code: z.enum(PLAN_CODES), canPostBoats: z.boolean() }),
    /** The caller's role in this team. */
    role: z.enum(TEAM_ROLES),
  })
  .meta({ id: "Team" });
export type TTeam = z.infer<typeof ZTeam>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** What a team's admins edit on /dashboard/settings/team. Empty strings clear optional fields. */
export const ZTeamUpdate = z
  .object({
    name: z.string().trim().min(2).max(120),
    country: z.enum(COUNTRIES),
    address: optionalText(200),
    city: optionalText(120),
    postalCode: optionalText(20),
    phone: optionalText(40),
    email: z
      .union([z.literal(""), ZEmail])
      .transform((v) => (v === "" ? null : v))
      .nullable(),
    currency: z.enum(CURRENCIES),
    unit: z.enum(["metric", "imperial"]),
    website: z
      .union([z.literal(""), z.url({ protocol: /^https?$/ }).max(300)])
      .transform((v) => (v === "" ? null : v))
      .nullable(),
    description: optionalText(4000),
  })
  .partial()
  .meta({ id: "TeamUpdate" });
export type TTeamUpdate = z.infer<typeof ZTeamUpdate>;

/** A signed-in user without a team (a buyer) creates one to start selling: they become its owner. */
export const ZTeamCreate = z
  .strictObject({ name: z.string().trim().min(2).max(120), country: z.enum(COUNTRIES) })
  .meta({ id: "TeamCreate" });
export type TTeamCreate = z.infer<typeof ZTeamCreate>;
export const ZTeamCreated = z
  .object({ id: z.number().int(), message: z.string() })
  .meta({ id: "TeamCreated" });

/** Deleting a team is irreversible: the caller types the team's name to confirm. */
export const ZTeamDelete = z.object({ confirmName: z.string().max(200) }).meta({ id: "TeamDelete" });

export const ZMember = z
  .object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.enum(TEAM_ROLES),
    joinedAt: z.string(),
  })
  .meta({ id: "Member" });
export const ZMemberList = z.object({ items: z.array(ZMember) }).meta({ id: "MemberList" });
export const ZMemberParams = z.object({
  teamId: ZId,
  userId: ZId,
});
export const ZRoleChange = z.object({ role: z.enum(TEAM_ROLES) }).meta({ id: "RoleChange" });

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export const ZInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    status: z.enum(INVITATION_STATUSES),
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "Invitation" });
export const ZInvitationList = z.object({ items: z.array(ZInvitation) }).meta({ id: "InvitationList" });
export const ZInvitationCreate = z
  .object({ email: ZEmail, role: z.enum(TEAM_ROLES) })
  .meta({ id: "InvitationCreate" });
export const ZInvitationParams = z.object({
  teamId: ZId,
  invitationId: z.uuid(),
});

/** What the person invited sees on /invitations/{id}/accept. */
export const ZInvitationView = z
  .object({
    id: z.string(),
    team: z.object({ id: z.number().int(), name: z.string() }),
    role: z.enum(TEAM_ROLES),
    invitedBy: z.string().nullable(),
    expiresAt: z.string(),
    status: z.enum(INVITATION_STATUSES),
    /** The address it was sent to, masked: `j•••@example.com` (first character of the local part, the domain). */
    maskedEmail: z.string(),
    /** False when the invitation was sent to another address than the signed-in user's. */
    isForYou: z.boolean(),
    isMember: z.boolean(),
  })
  .meta({ id: "InvitationView" });

/** What a visitor without an account sees of an invitation, to sign up from its link and join the team. */
export const ZInvitationPreview = ZInvitationView.omit({ isForYou: true, isMember: true }).meta({
  id: "InvitationPreview",
});
export const ZInvitationAccepted = z
  .object({ teamId: z.number().int(), message: z.string() })
  .meta({ id: "InvitationAccepted" });
