/**
 * Back office: one message for moderation (issue 6). Why screening flagged it, the conversation with each buyer
 * message's own screening (decision 013: in a thread the team sees, a follow-up is held on its own), the sender,
 * and the actions: release it to its team, delete it, block the sender (their later messages are refused) or
 * unblock them. When a held follow-up waits in a thread the team sees, release and delete name it: they apply to
 * the held message only, as the API does. Delete and block confirm first (the dialog, or a confirmation step
 * without JavaScript).
 */

import { type TAdminMessageItem, ZAdminMessage } from "@keel/contracts/messages";
import { Form } from "react-router";
import {
  BlockedSenderBadge,
  MessageScreening,
  MessageThread,
  ScreeningBadge,
  ScreeningReasons,
} from "#app/features/messages/index.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { confirmOf, failureOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep, ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { TextAreaField } from "#app/ui/form/field.tsx";
import {
  adminApi,
  formValues,
  isConfirmed,
  loadOr404,
  needsConfirmation,
  parseIdParam,
  readAdminForm,
  submitChange,
  unknownIntent,
  ZChangeResult,
} from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/message";

const BLOCK_REASON_MAX = 500;

/** Held by screening, or held and then blocked with its sender: waiting for an administrator. */
const isWaiting = (message: TAdminMessageItem) =>
  message.screeningStatus === "held" || message.screeningStatus === "blocked";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const api = adminApi(context, request);
  const [t, message] = await Promise.all([
    getTranslator(context),
    loadOr404(api(`messages/${id}`, { schema: ZAdminMessage })),
  ]);
  return {
    meta: { title: t("messageModeration.item.metaTitle", { name: message.buyer.name }), noIndex: true },
    message,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const id = parseIdParam(params.id);
  const { form, intent, api, options } = await readAdminForm({ request, context, url });
  if (intent === "release") {
    return submitChange(
      () => api(`messages/${id}/release`, { method: "POST", schema: ZChangeResult }),
      options,
    );
  }
  if (intent === "unblock") {
    return submitChange(
      () => api(`messages/${id}/block-sender`, { method: "DELETE", schema: ZChangeResult }),
      options,
    );
  }
  if (intent === "delete") {
    if (!isConfirmed(form)) return needsConfirmation(form);
    return submitChange(() => api(`messages/${id}`, { method: "DELETE", schema: ZChangeResult }), {
      ...options,
      redirectTo: localizePath("/admin/messages", context.get(localeContext)),
    });
  }
  if (intent === "block") {
    const values = formValues(form, ["reason"]);
    if (!isConfirmed(form)) return needsConfirmation(form);
    const reason = values.reason?.trim() ?? "";
    return submitChange(
      () =>
        api(`messages/${id}/block-sender`, {
          method: "POST",
          body: reason ? { reason } : {},
          schema: ZChangeResult,
        }),
      { ...options, values },
    );
  }
  return unknownIntent();
}

export default function AdminMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { message } = loaderData;
  useApiMessageToast(actionData && "error" in actionData ? actionData : undefined);
  const confirm = confirmOf(actionData);
  const blockFailure = failureOf(actionData, "block");
  const waiting = message.messages.filter(isWaiting);
  const canRelease = waiting.length > 0;
  // The first request carries the conversation's screening: when it passed, the team sees the thread, and
  // release and delete apply to the held follow-ups alone; with none waiting, delete removes the whole thread.
  const isThreadVisible = message.messages[0] !== undefined && !isWaiting(message.messages[0]);
  const heldCount = isThreadVisible ? waiting.length : 0;
  const deleteLabel =
    heldCount > 0
      ? t("messageModeration.actions.deleteHeld", { count: heldCount })
      : isThreadVisible
        ? t("messageModeration.actions.deleteConversation")
        : t("messageModeration.actions.delete");
  const deleteBody =
    heldCount > 0
      ? t("messageModeration.delete.heldBody", { count: heldCount })
      : isThreadVisible
        ? t("messageModeration.delete.conversationBody")
        : t("common.irreversible");
  // The message the state above is about: the newest in it (what the list shows too).
  const screened =
    message.screeningStatus === "clear"
      ? undefined
      : message.messages.findLast((m) => m.screeningStatus === message.screeningStatus);
  const linkClass = "inline-flex items-center gap-1.5 text-primary underline underline-offset-4";
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("messageModeration.item.title", { name: message.buyer.name })}
        back={{ to: localizePath("/admin/messages", locale), label: t("messageModeration.item.back") }}
        badges={
          <>
            <ScreeningBadge status={message.screeningStatus} />
            {message.isSenderBlocked ? <BlockedSenderBadge /> : null}
          </>
        }
        description={
          <>
            {t("messageModeration.item.received", {
              date: formatDateTime(message.createdAt, locale, timeZone),
            })}
            {" · "}
            <Link to={localizePath(`/admin/teams/${message.team.id}`, locale)} className={linkClass}>
              {message.team.name}
            </Link>
            {message.boat ? (
              <>
                {" · "}
                <Link to={localizePath(`/admin/boats/${message.boat.id}`, locale)} className={linkClass}>
                  {message.boat.title}
                </Link>
              </>
            ) : null}
          </>
        }
      />
      {confirm?.intent === "delete" ? (
        <ConfirmStep
          title={t("common.confirmDelete")}
          description={deleteBody}
          confirmLabel={deleteLabel}
          fields={confirm.confirm.fields}
        />
      ) : null}
      {confirm?.intent === "block" ? (
        <ConfirmStep
          title={t("messageModeration.block.confirmTitle", { email: message.buyer.email })}
          description={t("messageModeration.block.confirmBody")}
          confirmLabel={t("messageModeration.actions.block")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section
            aria-labelledby="reasons-title"
            className="flex flex-col gap-3 rounded-lg border bg-card p-4"
          >
            <h2 id="reasons-title" className="text-lg">
              {t("messageModeration.item.reasons")}
            </h2>
            {screened ? (
              <p className="text-sm">
                <a href={`#message-${screened.id}`} className={linkClass}>
                  {t(
                    screened.id === message.messages[0]?.id
                      ? "messageModeration.item.screenedRequest"
                      : "messageModeration.item.screenedFollowUp",
                    { date: formatDateTime(screened.createdAt, locale, timeZone) },
                  )}
                </a>
              </p>
            ) : null}
            <ScreeningReasons reasons={message.screeningReasons} detailed />
          </section>
          <section aria-labelledby="conversation-title" className="flex flex-col gap-3">
            <h2 id="conversation-title" className="text-lg">
              {t("messages.thread.title", { count: message.messages.length })}
            </h2>
            <MessageThread
              messages={message.messages}
              buyerName={message.buyer.name}
              teamName={message.team.name}
              label={t("messages.thread.label")}
              noteOf={(item) => <MessageScreening message={item} />}
              isStressed={isWaiting}
            />
          </section>
        </div>
        <aside className="flex flex-col gap-4" aria-label={t("messageModeration.item.aside")}>
          <section
            aria-labelledby="sender-title"
            className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm"
          >
            <h2 id="sender-title" className="text-base">
              {t("messageModeration.item.sender")}
            </h2>
            <p className="font-semibold break-words">{message.buyer.name}</p>
            <a href={`mailto:${message.buyer.email}`} className={`${linkClass} break-all`}>
              <Icon name="mail" aria-hidden="true" className="size-4 shrink-0" />
              {message.buyer.email}
            </a>
            {message.buyer.phone ? (
              <a href={`tel:${message.buyer.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                <Icon name="phone" aria-hidden="true" className="size-4 shrink-0" />
                {message.buyer.phone}
              </a>
            ) : null}
          </section>
          <section
            aria-labelledby="actions-title"
            className="flex flex-col gap-3 rounded-lg border bg-card p-4"
          >
            <h2 id="actions-title" className="text-base">
              {t("messageModeration.item.actions")}
            </h2>
            {canRelease ? (
              <Form method="post">
                <input type="hidden" name="intent" value="release" />
                <Button type="submit" className="w-full">
                  <Icon name="circle-check" aria-hidden="true" />
                  {heldCount > 0
                    ? t("messageModeration.actions.releaseHeld", { count: heldCount })
                    : t("messageModeration.actions.release")}
                </Button>
                <p className="mt-1 text-xs text-muted-foreground">
                  {heldCount > 0
                    ? t("messageModeration.release.heldHint", { count: heldCount })
                    : t("messageModeration.release.hint")}
                </p>
              </Form>
            ) : null}
            <Form method="post" id="delete-message">
              <input type="hidden" name="intent" value="delete" />
              <ConfirmSubmit
                form="delete-message"
                size="md"
                title={t("common.confirmDelete")}
                description={deleteBody}
                confirmLabel={deleteLabel}
              >
                <Icon name="trash" aria-hidden="true" />
                {deleteLabel}
              </ConfirmSubmit>
            </Form>
            {message.isSenderBlocked ? (
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <Button type="submit" variant="outline" className="w-full">
                  <Icon name="undo-2" aria-hidden="true" />
                  {t("messageModeration.actions.unblock")}
                </Button>
              </Form>
            ) : (
              <Form method="post" id="block-sender" noValidate className="flex flex-col gap-2">
                <input type="hidden" name="intent" value="block" />
                <TextAreaField
                  id="block-reason"
                  name="reason"
                  label={t("messageModeration.block.reason")}
                  hint={t("messageModeration.block.reasonHint")}
                  error={blockFailure?.fieldErrors.reason}
                  rows={2}
                  maxLength={BLOCK_REASON_MAX}
                  defaultValue={blockFailure?.values.reason ?? ""}
                />
                <ConfirmSubmit
                  form="block-sender"
                  size="md"
                  title={t("messageModeration.block.confirmTitle", { email: message.buyer.email })}
                  description={t("messageModeration.block.confirmBody")}
                  confirmLabel={t("messageModeration.actions.block")}
                >
                  <Icon name="ban" aria-hidden="true" />
                  {t("messageModeration.actions.block")}
                </ConfirmSubmit>
              </Form>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
