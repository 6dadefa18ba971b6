import { z } from "zod";
import { ACCOUNT_TYPES, PASSWORD_MAX, PASSWORD_MIN } from "./account-codes.ts";
import { COUNTRIES } from "./countries.ts";
import { LOCALES } from "./locales.ts";

export { ACCOUNT_TYPES, type AccountType, PASSWORD_MAX, PASSWORD_MIN } from "./account-codes.ts";

/** A password as every form that sets one takes it (the rules are in account-codes.ts). */
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((v) => /\p{L}/u.test(v) && /[^\p{L}]/u.test(v), {
    message: "must contain a letter and a digit or symbol",
    params: { reason: "password_weak" },
  });

const ZName = z.string().trim().min(1).max(80);
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));

/**
 * Sign-up. A seller's account (the default) comes with its first team, so without `invitationId` it requires
 * `companyName` and `country`. A buyer's account has no team and ignores them. With `invitationId` (signing up
 * from an invitation link) the account joins the inviting team instead: the invitation must be pending and
 * addressed to `email`, and `accountType`, `companyName` and `country` are ignored.
 */
export const ZRegisterRequest = z
  .object({
    firstName: ZName,
    lastName: ZName,
    email: ZEmail,
    password: ZPassword,
    language: z.enum(LOCALES),
    accountType: z.enum(ACCOUNT_TYPES).default("seller"),
    invitationId: z.uuid().optional(),
    companyName: z.string().trim().min(2).max(120).optional(),
    country: z.enum(COUNTRIES).optional(),
    acceptTerms: z.literal(true, { message: "the terms must be accepted" }),
  })
  .check((ctx) => {
    if (ctx.value.invitationId !== undefined || ctx.value.accountType === "buyer") return;
    for (const field of ["companyName", "country"] as const) {
      if (ctx.value[field] !== undefined) continue;
      ctx.issues.push({
        code: "custom",
        path: [field],
        message: "required without an invitation",
        params: { reason: "required" },
        input: ctx.value[field],
      });
    }
  })
  .meta({ id: "RegisterRequest" });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/**
 * A signed-in new account: from an invitation at once, otherwise once the e-mailed link is followed. `teamId`
 * is the account's team, null for a buyer.
 */
export const ZRegisterResponse = z
  .object({
    token: z.string(),
    expiresAt: z.string(),
    teamId: z.number().int().nullable(),
    /** The interface language the account chose: the page it lands on speaks it. */
    language: z.enum(LOCALES),
    message: z.string(),
  })
  .meta({ id: "RegisterResponse" });

/**
 * The answer to a sign-up without an invitation, the same whether or not the address has an account: the
 * address gets an e-mail (a link that opens the new account, or a note to the existing owner).
 */
export const ZRegisterPending = z.object({ message: z.string() }).meta({ id: "RegisterPending" });

/** The secret of an e-mailed sign-up link (`/auth/register/confirm/{token}`). */
export const ZSignUpConfirmRequest = z
  .strictObject({ token: z.string().min(20).max(200) })
  .meta({ id: "SignUpConfirmRequest" });

export const ZForgotPasswordRequest = z.object({ email: ZEmail }).meta({ id: "ForgotPasswordRequest" });
/** The secret of an e-mailed password reset link (`/auth/password/reset/{token}`). */
const ZResetToken = z.string().min(20).max(200);
export const ZResetPasswordRequest = z
  .object({ token: ZResetToken, password: ZPassword })
  .meta({ id: "ResetPasswordRequest" });
export const ZResetTokenParams = z.object({ token: ZResetToken });

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    newPassword: ZPassword,
    confirmation: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmation, {
    path: ["confirmation"],
    message: "does not match the new password",
    params: { reason: "passwords_mismatch" },
  })
  .meta({ id: "ChangePasswordRequest" });

export const ZSession = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    isCurrent: z.boolean(),
  })
  .meta({ id: "Session" });
export const ZSessionList = z.object({ items: z.array(ZSession) });

export const ZProfileUpdate = z
  .object({ firstName: ZName, lastName: ZName, language: z.enum(LOCALES) })
  .partial()
  .meta({ id: "ProfileUpdate" });

export const ZDeleteAccountRequest = z
  .object({ password: z.string().min(1).max(1024) })
  .meta({ id: "DeleteAccountRequest" });
