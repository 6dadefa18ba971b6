/**
 * /dashboard/messages/{id}: one conversation of the current team (opening it marks it read). The whole thread,
 * the reply form (e-mailed to the buyer), the boat and the buyer's contact details, the request as a lead
 * (status, assignee, notes), and mark unread / archive / delete. Every change is a route form posting an
 * `intent`; delete confirms first (the dialog, or a confirmation step without JavaScript).
 */

import { ZMessage } from "@keel/contracts/common";
import { LEAD_STATUSES } from "@keel/contracts/message-codes";
import { type TConversation, ZConversation } from "@keel/contracts/messages";
import { ZMemberList } from "@keel/contracts/teams";
import { createContext, Form } from "react-router";
import { BoatPanel, BuyerPanel } from "#app/features/messages/components/conversation-panels.tsx";
import { LeadForm } from "#app/features/messages/components/lead-form.tsx";
import { LeadStatusBadge } from "#app/features/messages/components/lead-status-badge.tsx";
import { MessageThread } from "#app/features/messages/components/message-thread.tsx";
import { NotesPanel } from "#app/features/messages/components/notes-panel.tsx";
import { ReplyForm } from "#app/features/messages/components/reply-form.tsx";

import { requireTeamApi, submitConversationChange } from "#app/features/messages/messages.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { confirmOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep, ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { fieldErrorMessage } from "#app/ui/form/form-errors.ts";
import { formInvalid } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import {
  isConfirmed,
  loadOr404,
  needsConfirmation,
  parseIdParam,
  unknownIntent,
} from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/conversation";

/** The conversation as the middleware opened it (GET requests), for the loader. */
const openedContext = createContext<Promise<TConversation> | null>(null);

/**
 * Opening a conversation marks it read (the API's GET does). Here that happens before any loader runs, so
 * the dashboard layout's unread badge, loaded beside this page's loader, already counts it as read (it used
 * to lag by one). Anything wrong is left to the loader, which answers it as before.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    if (request.method === "GET") {
      try {
        const api = requireTeamApi(request, context);
        const opened = api.call(`conversations/${parseIdParam(params.conversationId)}`, {
          schema: ZConversation,
        });
        await opened.catch(() => undefined);
        context.set(openedContext, opened);
      } catch {
        // No team or a malformed id: the loader says so.
      }
    }
    return next();
  },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.conversationId);
  const api = requireTeamApi(request, context);
  const opened = context.get(openedContext) ?? api.call(`conversations/${id}`, { schema: ZConversation });
  const [t, conversation, members] = await Promise.all([
    getTranslator(context),
    loadOr404(opened),
    // The assignee select lists the members; without them it offers the current assignee only.
    api.call("members", { schema: ZMemberList }).catch(() => null),
  ]);
  const userId = context.get(userContext).id;
  const canManage = api.team.role === "owner" || api.team.role === "admin";
  const memberOptions = (members?.items ?? []).map((m) => ({
    id: m.userId,
    name: `${m.firstName} ${m.lastName}`.trim() || m.email,
  }));
  if (conversation.assignee && !memberOptions.some((m) => m.id === conversation.assignee?.id)) {
    memberOptions.push(conversation.assignee);
  }
  return {
    meta: { title: t("messages.conversation.metaTitle", { name: conversation.buyer.name }), noIndex: true },
    conversation,
    teamName: api.team.name,
    members: memberOptions,
    permissions: {
      canAssign: canManage,
      canSetStatus: canManage || conversation.assignee?.id === userId,
      canDelete: canManage,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const id = parseIdParam(params.conversationId);
  const api = requireTeamApi(request, context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const path = `conversations/${id}`;
  const t = await getTranslator(context);
  const options = { context, url, intent };
  const update = (body: Record<string, unknown>) => () =>
    api.call(path, { method: "PATCH", body, schema: ZMessage });

  if (intent === "reply" || intent === "note") {
    const body = formText(form, "body");
    if (body.trim() === "") {
      return formInvalid({ body: t(fieldErrorMessage("body", { code: "required" }).key) }, t, {
        intent,
        values: { body },
      });
    }
    return submitConversationChange(
      () =>
        api.call(`${path}/${intent === "reply" ? "replies" : "notes"}`, {
          method: "POST",
          body: { body },
          schema: ZMessage,
        }),
      { ...options, values: { body } },
    );
  }
  if (intent === "lead") {
    // Only what changed: a member may move the status of their request but not reassign it.
    const body: Record<string, unknown> = {};
    const status = formText(form, "leadStatus");
    if ((LEAD_STATUSES as readonly string[]).includes(status) && status !== formText(form, "was.status")) {
      body.leadStatus = status;
    }
    if (form.has("assigneeUserId")) {
      const assignee = formText(form, "assigneeUserId");
      if (assignee !== formText(form, "was.assignee")) {
        body.assigneeUserId = /^[1-9]\d{0,9}$/.test(assignee) ? Number(assignee) : null;
      }
    }
    if (Object.keys(body).length === 0) {
      return submitConversationChange(async () => ({ message: t("messages.lead.noChange") }), options);
    }
    return submitConversationChange(update(body), { ...options, asToast: true });
  }
  if (intent === "unread") {
    // Back to the list: staying here would read it again at once.
    return submitConversationChange(update({ isRead: false }), {
      ...options,
      asToast: true,
      redirectTo: "/dashboard/messages",
    });
  }
  if (intent === "archive" || intent === "unarchive") {
    return submitConversationChange(update({ isArchived: intent === "archive" }), {
      ...options,
      asToast: true,
    });
  }
  if (intent === "delete") {
    if (!isConfirmed(form)) return needsConfirmation(form);
    return submitConversationChange(() => api.call(path, { method: "DELETE", schema: ZMessage }), {
      ...options,
      asToast: true,
      redirectTo: "/dashboard/messages",
    });
  }
  return unknownIntent();
}

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { conversation, teamName, members, permissions } = loaderData;
  useApiMessageToast(actionData);
  const confirm = confirmOf(actionData);
  // After a stored reply or note, the list grows by one: a new key empties the field.
  const replyKey = conversation.messages.length;
  const noteKey = conversation.notes.length;
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("messages.conversation.title", { name: conversation.buyer.name })}
        back={{ to: localizePath("/dashboard/messages", locale), label: t("messages.conversation.back") }}
        badges={
          <>
            <LeadStatusBadge status={conversation.leadStatus} />
            {conversation.isArchived ? <Badge variant="outline">{t("messages.archived")}</Badge> : null}
          </>
        }
        description={conversation.boat ? conversation.boat.title : t("messages.boatRemoved")}
      />
      {confirm?.intent === "delete" ? (
        <ConfirmStep
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("messages.actions.delete")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="unread" />
          <Button type="submit" variant="outline" size="sm">
            <Icon name="mail-exclamation-point" aria-hidden="true" />
            {t("messages.actions.markUnread")}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={conversation.isArchived ? "unarchive" : "archive"} />
          <Button type="submit" variant="outline" size="sm">
            {conversation.isArchived ? (
              <Icon name="archive-arrow-up" aria-hidden="true" />
            ) : (
              <Icon name="archive" aria-hidden="true" />
            )}
            {conversation.isArchived ? t("messages.actions.unarchive") : t("messages.actions.archive")}
          </Button>
        </Form>
        {permissions.canDelete ? (
          <Form method="post" id="delete-conversation">
            <input type="hidden" name="intent" value="delete" />
            <ConfirmSubmit
              form="delete-conversation"
              title={t("common.confirmDelete")}
              description={t("common.irreversible")}
              confirmLabel={t("messages.actions.delete")}
            >
              <Icon name="trash" aria-hidden="true" />
              {t("messages.actions.delete")}
            </ConfirmSubmit>
          </Form>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="thread-title" className="flex flex-col gap-3">
            <h2 id="thread-title" className="text-lg">
              {t("messages.thread.title", { count: conversation.messages.length })}
            </h2>
            <MessageThread
              messages={conversation.messages}
              buyerName={conversation.buyer.name}
              teamName={teamName}
              label={t("messages.thread.label")}
              buyerLocale={conversation.locale}
            />
          </section>
          <ReplyForm
            buyerName={conversation.buyer.name}
            canReply={conversation.canReply}
            state={formState(actionData, "reply")}
            resetKey={replyKey}
          />
        </div>
        <aside className="flex flex-col gap-4" aria-label={t("messages.conversation.details")}>
          <BuyerPanel buyer={conversation.buyer} language={conversation.locale} />
          <BoatPanel boat={conversation.boat} />
          <LeadForm
            status={conversation.leadStatus}
            assigneeId={conversation.assignee?.id ?? null}
            members={members}
            canSetStatus={permissions.canSetStatus}
            canAssign={permissions.canAssign}
            createdAt={conversation.createdAt}
            firstReplyMinutes={conversation.firstReplyMinutes}
          />
          <NotesPanel notes={conversation.notes} state={formState(actionData, "note")} resetKey={noteKey} />
        </aside>
      </div>
    </div>
  );
}
