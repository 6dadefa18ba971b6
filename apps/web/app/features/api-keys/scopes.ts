/** The scopes a key may hold and who may manage keys, as the page shows them; the API decides in the end. */
import { API_KEY_SCOPES, type ApiKeyScope } from "@keel/contracts/api-key-codes";
import type { TeamRole } from "@keel/contracts/auth";

export function canManageApiKeys(role: TeamRole): boolean {
  return role === "owner" || role === "admin";
}

/** The ticked scopes of a posted form, known ones only, in their one order. */
export function readScopes(form: FormData): ApiKeyScope[] {
  const ticked = new Set(form.getAll("scopes").map(String));
  return API_KEY_SCOPES.filter((scope) => ticked.has(scope));
}

/** The message key of a scope's label (`apiKeys.scope.boatsRead`). */
export function scopeLabelKey(scope: ApiKeyScope): string {
  const [resource, right] = scope.split(":") as [string, string];
  return `apiKeys.scope.${resource}${right.charAt(0).toUpperCase()}${right.slice(1)}`;
}
