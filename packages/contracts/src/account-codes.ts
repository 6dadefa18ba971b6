/**
 * Accounts' and teams' fixed rules, with no zod, so the browser may import them (the password fields of sign-up,
 * password reset and account security, the team pages' role choices). `accounts.ts` and `auth.ts` build their
 * schemas on them.
 */

/**
 * Password rules stated on every form that sets one: at least 10 characters, at most 200, with at least one
 * letter and one digit or symbol. Long passphrases are welcome; composition rules stay minimal (NIST 800-63B).
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Who signs up: a buyer (no company; may create a team later) or a seller (the account comes with its team). */
export const ACCOUNT_TYPES = ["seller", "buyer"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** A member's role in a team, highest first: owner > admin > member. */
export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A team's plan as stored (`paid` is the plan the pricing page calls professional: billing-codes.ts). */
export const PLAN_CODES = ["free", "paid", "custom"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** The group whose members are administrators; compared case-insensitively (docs/product.md, Roles and permissions). */
export const ADMIN_GROUP = "admin";

/** Whether a user's groups make them an administrator. */
export function isAdmin(user: { groups: readonly { code: string }[] }): boolean {
  return user.groups.some((g) => g.code.toLowerCase() === ADMIN_GROUP);
}
