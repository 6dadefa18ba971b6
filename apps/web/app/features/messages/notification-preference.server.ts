/**
 * The member's e-mail choice for the current team's messages (each message, a daily digest, none), shown on
 * the profile settings page: read with the page, saved by its `notifications` intent.
 */

import { ZMessage } from "@keel/contracts/common";
import { NOTIFICATION_PREFERENCES, type NotificationPreference } from "@keel/contracts/message-codes";
import { ZNotificationPreference } from "@keel/contracts/messages";
import type { RouterContextProvider } from "react-router";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid, formSuccess } from "#app/ui/form/form-result.server.ts";
import { NOTIFICATIONS_INTENT } from "./message-lists.ts";

type Context = Readonly<RouterContextProvider>;

export interface NotificationPreferenceView {
  teamName: string;
  value: NotificationPreference;
}

/** The choice for the current team; null without a team, or when the API cannot say (the section hides). */
export async function findNotificationPreference(
  request: Request,
  context: Context,
): Promise<NotificationPreferenceView | null> {
  const { team } = getCurrentTeam(request, context);
  if (!team) return null;
  try {
    const { messageNotifications } = await apiRequest(`teams/${team.id}/notifications`, {
      ...userApiContext(context, request),
      schema: ZNotificationPreference,
    });
    return { teamName: team.name, value: messageNotifications };
  } catch (error) {
    if (!request.signal.aborted) console.error("settings: could not load the notification choice", error);
    return null;
  }
}

/** Saves the choice posted by the section's form (intent `notifications`). */
export async function saveNotificationPreference(form: FormData, request: Request, context: Context) {
  const t = await getTranslator(context);
  const intent = NOTIFICATIONS_INTENT;
  const value = formText(form, "messageNotifications");
  if (!(NOTIFICATION_PREFERENCES as readonly string[]).includes(value)) {
    return formInvalid({ messageNotifications: t("fieldError.invalidChoice") }, t, { intent });
  }
  const { team } = getCurrentTeam(request, context);
  if (!team) return formInvalid({ messageNotifications: t("messages.notifications.noTeam") }, t, { intent });
  try {
    const { message } = await apiRequest(`teams/${team.id}/notifications`, {
      ...userApiContext(context, request),
      method: "PUT",
      body: { messageNotifications: value },
      schema: ZMessage,
    });
    return formSuccess(intent, message);
  } catch (error) {
    return formFailure(error, t, { intent, values: { messageNotifications: value } });
  }
}
