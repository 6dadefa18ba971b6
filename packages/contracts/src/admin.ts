/**
 * Back office (`/api/v1/admin/…`): users, teams, memberships, impersonation and the audit log. Lists share one
 * pagination shape with a larger page for admins (100). Bodies are strict: an unknown field is a 400, so a
 * client cannot believe it changed something (a password, a slug) that the back office never writes.
 */
import { z } from "zod";
import { TEAM_ROLES } from "./account-codes.ts";
import { ZEmail } from "./accounts.ts";
import { ADMIN_PAGE_SIZES, ADMIN_TEAM_SORTS, ADMIN_USER_SORTS, STATUSES } from "./admin-codes.ts";
import type { BOAT_STATUSES } from "./boats.ts";
import { ZId, ZPage } from "./common.ts";
import { COUNTRIES } from "./countries.ts";
import { LOCALES } from "./locales.ts";
import { PLAN_CODES, ZTeamUpdate } from "./teams.ts";

/** Back-office landing figures. */
export const ZAdminOverview = z
  .object({
    users: z.object({ total: z.number().int(), inactive: z.number().int() }),
    teams: z.object({ total: z.number().int(), inactive: z.number().int() }),
    boats: z.object({ total: z.number().int(), published: z.number().int(), flagged: z.number().int() }),
    conversations: z.object({ total: z.number().int(), held: z.number().int() }),
  })
  .meta({ id: "AdminOverview" });
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

export {
  ADMIN_PAGE_SIZES,
  ADMIN_TEAM_SORTS,
  ADMIN_USER_SORTS,
  type AdminTeamSort,
  type AdminUserSort,
  STATUSES,
  type Status,
} from "./admin-codes.ts";

// ---- shared pieces ----

/**
 * Admin page sizes (admin-codes.ts). Query schemas carry no `meta({ id })`: @fastify/swagger must inline a
 * querystring to list its parameters, and cannot follow a `$ref` there.
 */
export const ZAdminPagination = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (ADMIN_PAGE_SIZES as readonly number[]).includes(v), {
      message: "must be 12, 24, 48 or 100",
    })
    .default(24),
});

/** Free-text search; blank means no search. */
const ZSearch = z
  .string()
  .trim()
  .max(100)
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Group codes compare case-insensitively (docs/product.md, Roles and permissions): normalised to lower case on the way in. */
export const ZGroupCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,50}$/, { message: "letters, digits, - and _ only" });

const ZName = z.string().trim().min(1).max(80);
const ZBooleanQuery = z.enum(["true", "false"]).transform((v) => v === "true");

export const ZAdminUserParams = z.object({ id: ZId });
export const ZAdminUserGroupParams = z.object({ id: ZId, code: ZGroupCode });
export const ZAdminUserTeamParams = z.object({ id: ZId, teamId: ZId });
export const ZAdminTeamParams = z.object({ id: ZId });
export const ZAdminTeamMemberParams = z.object({ id: ZId, userId: ZId });

// ---- users ----

export const ZAdminUserListQuery = ZAdminPagination.extend({
  /** Part of the e-mail, first name, last name or full name, any case. */
  q: ZSearch,
  status: z.enum(STATUSES).optional(),
  /** Members of this group only (e.g. `admin`). */
  group: ZGroupCode.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default("-createdAt"),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

export const ZAdminUserListItem = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.enum(STATUSES),
    language: z.string(),
    groups: z.array(z.string()),
    teamCount: z.number().int(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: "AdminUserListItem" });
export type TAdminUserListItem = z.infer<typeof ZAdminUserListItem>;
export const ZAdminUserList = ZPage(ZAdminUserListItem).meta({ id: "AdminUserList" });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

export const ZAdminGroup = z.object({ code: z.string(), name: z.string() }).meta({ id: "AdminGroup" });
export type TAdminGroup = z.infer<typeof ZAdminGroup>;
export const ZAdminGroupList = z.object({ items: z.array(ZAdminGroup) }).meta({ id: "AdminGroupList" });

/** A team membership seen from either side: the user's teams or the team's members. */
export const ZAdminMembership = z
  .object({
    team: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      status: z.enum(STATUSES),
    }),
    user: z.object({
      id: z.number().int(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      status: z.enum(STATUSES),
    }),
    role: z.enum(TEAM_ROLES),
    joinedAt: z.string(),
  })
  .meta({ id: "AdminMembership" });
export type TAdminMembership = z.infer<typeof ZAdminMembership>;
export const ZAdminMembershipList = ZPage(ZAdminMembership).meta({ id: "AdminMembershipList" });
export type TAdminMembershipList = z.infer<typeof ZAdminMembershipList>;

export const ZAdminUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    language: z.string(),
    role: z.enum(["professional", "buyer"]),
    status: z.enum(STATUSES),
    emailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastLoginAt: z.string().nullable(),
    groups: z.array(ZAdminGroup),
    teams: z.array(ZAdminMembership),
    /** Live sessions the user opened (impersonations by admins not counted). */
    sessionCount: z.number().int(),
  })
  .meta({ id: "AdminUser" });
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** What an admin may change on an account. Deactivating signs the user out everywhere. */
export const ZAdminUserUpdate = z
  .strictObject({
    firstName: ZName,
    lastName: ZName,
    email: ZEmail,
    language: z.enum(LOCALES),
    status: z.enum(STATUSES),
  })
  .partial()
  .meta({ id: "AdminUserUpdate" });
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdate>;

export const ZAdminUserSaved = z
  .object({ user: ZAdminUser, message: z.string() })
  .meta({ id: "AdminUserSaved" });

export const ZAdminUserGroups = z
  .object({ groups: z.array(ZAdminGroup), message: z.string() })
  .meta({ id: "AdminUserGroups" });

// ---- memberships ----

export const ZAdminUserTeamCreate = z
  .strictObject({ teamId: z.number().int().positive().max(2_147_483_647), role: z.enum(TEAM_ROLES) })
  .meta({ id: "AdminUserTeamCreate" });
export type TAdminUserTeamCreate = z.infer<typeof ZAdminUserTeamCreate>;

export const ZAdminMembershipRole = z
  .strictObject({ role: z.enum(TEAM_ROLES) })
  .meta({ id: "AdminMembershipRole" });

/** Add an existing user to a team, named by id or by e-mail (exactly one of the two). */
export const ZAdminTeamMemberCreate = z
  .strictObject({
    userId: z.number().int().positive().max(2_147_483_647).optional(),
    email: ZEmail.optional(),
    role: z.enum(TEAM_ROLES),
  })
  .superRefine((value, ctx) => {
    if ((value.userId === undefined) === (value.email === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "give either userId or email",
        params: { reason: "user_or_email" },
      });
    }
  })
  .meta({ id: "AdminTeamMemberCreate" });
export type TAdminTeamMemberCreate = z.infer<typeof ZAdminTeamMemberCreate>;

export const ZAdminMembershipSaved = z
  .object({ membership: ZAdminMembership, message: z.string() })
  .meta({ id: "AdminMembershipSaved" });

// ---- teams ----

export const ZAdminTeamListQuery = ZAdminPagination.extend({
  /** Part of the name, slug or e-mail, any case. */
  q: ZSearch,
  status: z.enum(STATUSES).optional(),
  plan: z.enum(PLAN_CODES).optional(),
  verified: ZBooleanQuery.optional(),
  country: z.enum(COUNTRIES).optional(),
  sort: z.enum(ADMIN_TEAM_SORTS).default("-createdAt"),
});
export type TAdminTeamListQuery = z.infer<typeof ZAdminTeamListQuery>;

export const ZAdminTeamListItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    status: z.enum(STATUSES),
    planCode: z.enum(PLAN_CODES),
    subscriptionStatus: z.string(),
    isVerified: z.boolean(),
    memberCount: z.number().int(),
    boatCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminTeamListItem" });
export type TAdminTeamListItem = z.infer<typeof ZAdminTeamListItem>;
export const ZAdminTeamList = ZPage(ZAdminTeamListItem).meta({ id: "AdminTeamList" });
export type TAdminTeamList = z.infer<typeof ZAdminTeamList>;

export const ZAdminTeam = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    kind: z.string(),
    country: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    currency: z.string(),
    unit: z.enum(["metric", "imperial"]),
    website: z.string().nullable(),
    description: z.string().nullable(),
    status: z.enum(STATUSES),
    planCode: z.enum(PLAN_CODES),
    subscriptionStatus: z.string(),
    subscriptionRenewsAt: z.string().nullable(),
    isVerified: z.boolean(),
    verifiedAt: z.string().nullable(),
    memberCount: z.number().int(),
    /** Boats per status, every status present (0 when none). */
    boatCounts: z.object({
      draft: z.number().int(),
      published: z.number().int(),
      under_offer: z.number().int(),
      sold: z.number().int(),
      archived: z.number().int(),
    } satisfies Record<(typeof BOAT_STATUSES)[number], z.ZodNumber>),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminTeam" });
export type TAdminTeam = z.infer<typeof ZAdminTeam>;

/**
 * Team settings an admin may change: what the team's own admins edit (ZTeamUpdate), plus `status`, `planCode`
 * (sets the plan by hand until payments exist: paid and custom get an active subscription, free none) and
 * `isVerified` (a verified seller). Empty strings clear optional fields. Strict, like every admin body.
 */
export const ZAdminTeamUpdate = z
  .strictObject({
    ...ZTeamUpdate.shape,
    status: z.enum(STATUSES).optional(),
    planCode: z.enum(PLAN_CODES).optional(),
    /** Why the plan is set by hand; kept with the change in the audit log. */
    planReason: z.string().trim().max(500).optional(),
    isVerified: z.boolean().optional(),
  })
  .meta({ id: "AdminTeamUpdate" });
export type TAdminTeamUpdate = z.infer<typeof ZAdminTeamUpdate>;

export const ZAdminTeamSaved = z
  .object({ team: ZAdminTeam, message: z.string() })
  .meta({ id: "AdminTeamSaved" });

// ---- impersonation ----

/**
 * A short-lived session of the target user opened by an admin. The web app keeps the admin's own token aside
 * (spec: oldToken) and restores it at logout.
 */
export const ZAdminImpersonation = z
  .object({
    token: z.string(),
    expiresAt: z.string(),
    user: z.object({ id: z.number().int(), email: z.string() }),
    message: z.string(),
  })
  .meta({ id: "AdminImpersonation" });
export type TAdminImpersonation = z.infer<typeof ZAdminImpersonation>;

// ---- audit log ----

export const ZAuditLogQuery = ZAdminPagination.extend({
  actorUserId: ZId.optional(),
  entityType: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(50).optional(),
  /** An exact action (`team.plan.set`) or a prefix of dotted segments (`team.member`, `user`). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, { message: "dotted lower-case words" })
    .max(100)
    .optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    /** What changed: `{ field: { from, to } }` for updates, the facts of the action otherwise. */
    details: z.record(z.string(), z.unknown()).nullable(),
    actor: z
      .object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() })
      .nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLog = ZPage(ZAuditEntry).meta({ id: "AuditLog" });
export type TAuditLog = z.infer<typeof ZAuditLog>;
