/**
 * Back office: one conversation between a buyer and a team, read-only (issue 16): the whole thread (messages
 * screening holds too, each with its screening), the team's internal notes, the lead's state. The API writes
 * every opening to the audit log, which the page says; moderation actions stay on /admin/messages/{id}.
 */
import { ZAdminConversation } from "@keel/contracts/admin-conversations";
import {
  LeadStatusBadge,
  MessageScreening,
  MessageThread,
  NotesPanel,
  ScreeningBadge,
} from "#app/features/messages/index.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { adminApi, loadOr404, parseIdParam } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/conversation";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const api = adminApi(context, request);
  const [t, conversation] = await Promise.all([
    getTranslator(context),
    loadOr404(api(`conversations/${id}`, { schema: ZAdminConversation })),
  ]);
  return {
    meta: { title: t("adminConversations.item.metaTitle", { name: conversation.buyer.name }), noIndex: true },
    conversation,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const linkClass = "inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline";

export default function AdminConversationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { conversation } = loaderData;
  const waiting = conversation.messages.filter(
    (message) => message.screeningStatus === "held" || message.screeningStatus === "blocked",
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={{ to: localizePath("/admin/conversations", locale), label: t("adminConversations.back") }}
        title={t("adminConversations.item.title", { name: conversation.buyer.name })}
        badges={
          <>
            <LeadStatusBadge status={conversation.leadStatus} />
            {conversation.screeningStatus === "clear" ? null : (
              <ScreeningBadge status={conversation.screeningStatus} />
            )}
          </>
        }
        description={
          <>
            {t("adminConversations.item.started", {
              date: formatDateTime(conversation.createdAt, locale, timeZone),
            })}
            {" · "}
            <Link to={localizePath(`/admin/teams/${conversation.team.id}`, locale)} className={linkClass}>
              {conversation.team.name}
            </Link>
            {conversation.boat ? (
              <>
                {" · "}
                <Link to={localizePath(`/admin/boats/${conversation.boat.id}`, locale)} className={linkClass}>
                  {conversation.boat.title}
                </Link>
              </>
            ) : null}
          </>
        }
      />
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      >
        <Icon name="shield" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("adminConversations.item.audited")}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="conversation-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="conversation-title" className="text-lg">
            {t("messages.thread.title", { count: conversation.messages.length })}
          </h2>
          {waiting.length > 0 ? (
            <p className="text-sm">
              <Link to={localizePath(`/admin/messages/${conversation.id}`, locale)} className={linkClass}>
                {t("adminConversations.item.moderate", { count: waiting.length })}
              </Link>
            </p>
          ) : null}
          <MessageThread
            messages={conversation.messages}
            buyerName={conversation.buyer.name}
            teamName={conversation.team.name}
            buyerLocale={conversation.locale}
            label={t("messages.thread.label")}
            noteOf={(item) => (item.screeningStatus === "clear" ? null : <MessageScreening message={item} />)}
            isStressed={(item) => item.screeningStatus === "held" || item.screeningStatus === "blocked"}
          />
        </section>
        <aside className="flex flex-col gap-4" aria-label={t("adminConversations.item.aside")}>
          <section
            aria-labelledby="buyer-title"
            className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm"
          >
            <h2 id="buyer-title" className="text-base">
              {t("adminConversations.col.buyer")}
            </h2>
            <p className="font-semibold break-words">{conversation.buyer.name}</p>
            <p className="break-all">{conversation.buyer.email}</p>
            {conversation.buyer.phone ? <p>{conversation.buyer.phone}</p> : null}
            <p className="text-muted-foreground">
              {t("messages.lead.assignee")}: {conversation.assignee?.name ?? t("messages.lead.unassigned")}
            </p>
          </section>
          <NotesPanel notes={conversation.notes} />
        </aside>
      </div>
    </div>
  );
}
