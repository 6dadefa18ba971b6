/**
 * The signed-in user as pages show them (header, user menu, impersonation banner), and how the root's error
 * screen reads them from a guard's refusal. Client code: the loaders build it with page-user.server.ts (which
 * needs the contracts, and so zod, that the client bundle must not carry: decision 022).
 */
import { isRouteErrorResponse } from "react-router";

export interface PageUser {
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  /** E-mail of the administrator signed in as this user; null otherwise. */
  impersonatedBy: string | null;
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
