/**
 * The membership forms of both back-office sides: a user's teams (`/admin/users/{id}/teams`) and a team's
 * members (`/admin/teams/{id}/members`). Same intents (`role`, `remove`, `add`), same confirmation rule,
 * only the API paths and the id the rows post differ.
 */

import { TEAM_ROLES } from "@keel/contracts/account-codes";
import type { RouterContextProvider } from "react-router";
import {
  formValues,
  isConfirmed,
  needsConfirmation,
  readAdminForm,
  submitChange,
  unknownIntent,
  ZChangeResult,
} from "#app/ui/form/submit.server.ts";

interface MembershipActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
  /** The page's subject: the user (side "user") or the team (side "team"). */
  id: number;
  side: "user" | "team";
}

/** A role as posted; an unknown value goes to the API as is and comes back as a field error. */
function roleOf(form: FormData): string {
  const role = String(form.get("role") ?? "");
  return (TEAM_ROLES as readonly string[]).includes(role) ? role : role.slice(0, 20);
}

function idOf(form: FormData, name: string): string {
  const value = String(form.get(name) ?? "");
  return /^[1-9]\d{0,9}$/.test(value) ? value : "0";
}

export async function membershipAction({ request, context, url, id, side }: MembershipActionArgs) {
  const { form, intent, api, options } = await readAdminForm({ request, context, url });
  const other = idOf(form, side === "user" ? "teamId" : "userId");
  const path = side === "user" ? `users/${id}/teams/${other}` : `teams/${id}/members/${other}`;
  switch (intent) {
    case "role": {
      const body = { role: roleOf(form) };
      return submitChange(() => api(path, { method: "PATCH", body, schema: ZChangeResult }), options);
    }
    case "remove":
      if (!isConfirmed(form)) return needsConfirmation(form);
      return submitChange(() => api(path, { method: "DELETE", schema: ZChangeResult }), options);
    case "add": {
      if (side === "user") {
        const values = formValues(form, ["teamId", "role"]);
        const body = { teamId: Number(other), role: roleOf(form) };
        return submitChange(() => api(`users/${id}/teams`, { method: "POST", body, schema: ZChangeResult }), {
          ...options,
          values,
        });
      }
      const values = formValues(form, ["email", "role"]);
      const body = { email: values.email?.trim() ?? "", role: roleOf(form) };
      return submitChange(() => api(`teams/${id}/members`, { method: "POST", body, schema: ZChangeResult }), {
        ...options,
        values,
      });
    }
    default:
      return unknownIntent();
  }
}
