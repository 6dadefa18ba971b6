/**
 * The signed-in user as pages show them (header, user menu, impersonation banner), built the same way by the
 * root and layout loaders and by the guards' refusals.
 */
import { isAdmin, type TMe } from "@keel/contracts/auth";
import { isRouteErrorResponse } from "react-router";

export interface PageUser {
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  /** E-mail of the administrator signed in as this user; null otherwise. */
  impersonatedBy: string | null;
}

export function toPageUser(user: TMe): PageUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: isAdmin(user),
    impersonatedBy: user.impersonatedBy?.email ?? null,
  };
}

/** The body of a guard's 403 for a signed-in user (`requireAdmin`). */
export interface RefusalData {
  user: PageUser;
}

/**
 * The user a guard's 403 carries. A guard refuses in middleware, before any loader (the root's included) runs,
 * so the error screen has no other way to know who is signed in, nor to show the impersonation banner.
 */
export function refusedUser(error: unknown): PageUser | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const data = error.data as Partial<RefusalData> | null | undefined;
  return typeof data === "object" && data?.user ? data.user : null;
}
