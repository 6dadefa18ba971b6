/**
 * Members settings `/dashboard/settings/members` for the current team: the members with their roles (change,
 * remove, leave), the invitation form, and the invitations with their status (resend, withdraw). Controls a
 * role cannot use are not shown (team-roles.ts); the API is the gate (docs/permissions.md).
 */
import { ZMessage } from "@keel/contracts/common";
import { ZInvitationList, ZMemberList } from "@keel/contracts/teams";
import { redirect } from "react-router";
import { z } from "zod";
import { InvitationsTable } from "#app/features/teams/components/invitations-table.tsx";
import { InviteForm } from "#app/features/teams/components/invite-form.tsx";
import { MembersTable } from "#app/features/teams/components/members-table.tsx";
import { NoTeam } from "#app/features/teams/components/no-team.tsx";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { deleteCookie, flashCookie, TEAM_COOKIE } from "#app/lib/cookies.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext, userContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formText, formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { Route } from "./+types/members";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("members.metaTitle"), noIndex: true };
  const user = context.get(userContext);
  const me = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  const { team } = getCurrentTeam(request, context);
  if (!team) return { meta, me, team: null, members: [], invitations: [] };
  const api = userApiContext(context, request);
  const [members, invitations] = await Promise.all([
    apiRequest(`teams/${team.id}/members`, { ...api, schema: ZMemberList }),
    apiRequest(`teams/${team.id}/invitations`, { ...api, schema: ZInvitationList }),
  ]);
  return {
    meta,
    me,
    team: { id: team.id, name: team.name, role: team.role },
    members: members.items,
    invitations: invitations.items,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const ZUserId = z.coerce.number().int().positive();

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const t = await getTranslator(context);
  const api = userApiContext(context, request);
  const { team } = getCurrentTeam(request, context);
  if (!team) return formInvalid({}, t, { intent });
  const base = `teams/${team.id}`;
  const userId = ZUserId.safeParse(formText(form, "userId")).data;
  const invitationId = encodeURIComponent(formText(form, "invitationId"));

  try {
    switch (intent) {
      case "invite": {
        const values = formTexts(form, ["email", "role"]);
        try {
          const { message } = await apiRequest(`${base}/invitations`, {
            ...api,
            method: "POST",
            body: values,
            schema: z.object({ id: z.string(), message: z.string() }),
          });
          return formSuccess(intent, message);
        } catch (error) {
          return formFailure(error, t, { intent, values });
        }
      }
      case "role": {
        if (!userId) break;
        const { message } = await apiRequest(`${base}/members/${userId}`, {
          ...api,
          method: "PATCH",
          body: { role: formText(form, "role") },
          schema: ZMessage,
        });
        return formSuccess(intent, message);
      }
      case "remove":
      case "leave": {
        if (!userId) break;
        const { message } = await apiRequest(`${base}/members/${userId}`, {
          ...api,
          method: "DELETE",
          schema: ZMessage,
        });
        if (intent === "remove") return formSuccess(intent, message);
        // Out of the team: the dashboard falls back to the user's next team, if any.
        const headers = new Headers();
        headers.append("Set-Cookie", deleteCookie(TEAM_COOKIE));
        if (message) headers.append("Set-Cookie", flashCookie(message));
        return redirect(localizePath("/dashboard", context.get(localeContext)), { headers });
      }
      case "resend": {
        const { message } = await apiRequest(`${base}/invitations/${invitationId}/resend`, {
          ...api,
          method: "POST",
          schema: ZMessage,
        });
        return formSuccess(intent, message);
      }
      case "revoke": {
        const { message } = await apiRequest(`${base}/invitations/${invitationId}`, {
          ...api,
          method: "DELETE",
          schema: ZMessage,
        });
        return formSuccess(intent, message);
      }
    }
  } catch (error) {
    // Row buttons have no form to hold a message: the API's reason ("make another member an owner first")
    // comes as an error toast.
    return formFailure(error, t, { intent, asToast: true });
  }
  return formInvalid({}, t, { intent });
}

export default function MembersSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useApiMessageToast(actionData);
  const { team, me, members, invitations } = loaderData;
  if (!team) return <NoTeam />;
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        id="members"
        title={t("members.title")}
        description={t("members.subtitle", { team: team.name, count: members.length })}
      >
        <MembersTable members={members} teamName={team.name} myId={me.id} myRole={team.role} />
      </SettingsSection>
      <SettingsSection
        id="invite"
        title={t("members.invite.title")}
        description={t("members.invite.subtitle")}
      >
        <InviteForm myRole={team.role} state={formState(actionData, "invite")} result={actionData} />
      </SettingsSection>
      <SettingsSection
        id="invitations"
        title={t("members.invitations.title")}
        description={t("members.invitations.subtitle")}
      >
        <InvitationsTable invitations={invitations} myRole={team.role} myName={me.name} />
      </SettingsSection>
    </div>
  );
}
