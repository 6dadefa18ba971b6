/**
 * /dashboard/enquiries/{id}: one of the buyer's conversations with a seller, the seller's replies in it, and
 * the buyer's answer (the seller receives it like a new message, screened the same way).
 */
import { ZEnquiry } from "@keel/contracts/buyers";
import { ZMessage } from "@keel/contracts/common";
import { REPLY_MAX } from "@keel/contracts/contact-limits";
import { Form, useNavigation } from "react-router";
import { meApi, submitMeChange } from "#app/features/buyer/buyer-api.server.ts";
import { MessageThread } from "#app/features/messages/index.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { fieldErrorMessage } from "#app/ui/form/form-errors.ts";
import { formInvalid } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { loadOr404, parseIdParam, unknownIntent } from "#app/ui/form/submit.server.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/enquiry";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.conversationId);
  const [t, enquiry] = await Promise.all([
    getTranslator(context),
    loadOr404(meApi(request, context)(`conversations/${id}`, { schema: ZEnquiry })),
  ]);
  return {
    meta: { title: t("enquiries.conversation.metaTitle", { seller: enquiry.seller.name }), noIndex: true },
    enquiry,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const id = parseIdParam(params.conversationId);
  const form = await request.formData();
  if (formText(form, "intent") !== "reply") unknownIntent();
  const body = formText(form, "body");
  const t = await getTranslator(context);
  if (body.trim() === "") {
    return formInvalid({ body: t(fieldErrorMessage("body", { code: "required" }).key) }, t, {
      intent: "reply",
      values: { body },
    });
  }
  return submitMeChange(
    () =>
      meApi(request, context)(`conversations/${id}/messages`, {
        method: "POST",
        body: { body },
        schema: ZMessage,
      }),
    { context, url, intent: "reply", values: { body } },
  );
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { enquiry } = loaderData;
  const state = formState(actionData, "reply");
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={enquiry.boat?.title ?? t("enquiries.noBoat")}
        description={t("enquiries.conversation.with", { seller: enquiry.seller.name })}
        back={{ to: localizePath("/dashboard/enquiries", locale), label: t("enquiries.back") }}
        actions={
          enquiry.boat?.isPublic ? (
            <Link to={localizePath(`/boats/${enquiry.boat.slug}`, locale)} className="text-sm">
              {t("enquiries.viewBoat")}
            </Link>
          ) : null
        }
      />
      <MessageThread
        label={t("enquiries.conversation.label")}
        buyerName={t("enquiries.you")}
        teamName={enquiry.seller.name}
        messages={enquiry.messages.map((m) => ({
          ...m,
          author: m.author === null ? null : { id: 0, name: `${m.author} · ${enquiry.seller.name}` },
        }))}
      />
      <section aria-labelledby="answer-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <h2 id="answer-title" className="text-lg">
          {t("enquiries.answer.title")}
        </h2>
        <Form method="post" noValidate className="flex flex-col gap-3" aria-describedby="answer-alert">
          <input type="hidden" name="intent" value="reply" />
          <FormAlert id="answer-alert" message={state.formError} />
          <Field
            id="answer-body"
            label={t("enquiries.answer.label", { seller: enquiry.seller.name })}
            error={state.fieldErrors.body}
          >
            {(control) => (
              <Textarea
                {...control}
                key={enquiry.messages.length}
                name="body"
                rows={5}
                maxLength={REPLY_MAX}
                defaultValue={state.values.body ?? ""}
              />
            )}
          </Field>
          <div>
            <Button type="submit" disabled={isSending}>
              <Icon name="send" aria-hidden="true" />
              {isSending ? t("messages.reply.sending") : t("enquiries.answer.send")}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
