/** Builds the page user (page-user.ts) in the root and layout loaders and the guards' refusals. */
import { isAdmin, type TMe } from "@keel/contracts/auth";
import type { PageUser } from "./page-user.ts";

export function toPageUser(user: TMe): PageUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: isAdmin(user),
    impersonatedBy: user.impersonatedBy?.email ?? null,
  };
}
