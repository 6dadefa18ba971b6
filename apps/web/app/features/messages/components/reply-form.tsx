import { REPLY_MAX } from "@keel/contracts/contact-limits";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";

/**
 * The reply to the buyer, e-mailed in the buyer's language. Members who may not reply (only admins, owners and
 * the member the request is assigned to do) see the form disabled with the reason, tied to the field.
 * `resetKey` changes once a reply is stored, which empties the field.
 */
export function ReplyForm({
  buyerName,
  canReply,
  state,
  resetKey,
}: {
  buyerName: string;
  canReply: boolean;
  state: FormState;
  resetKey: string | number;
}) {
  const t = useT();
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  return (
    <section aria-labelledby="reply-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="reply-title" className="text-lg">
        {t("messages.reply.title")}
      </h2>
      <Form method="post" noValidate className="flex flex-col gap-3" aria-describedby="reply-alert">
        <input type="hidden" name="intent" value="reply" />
        <FormAlert id="reply-alert" message={state.formError} />
        <Field
          id="reply-body"
          label={t("messages.reply.label", { name: buyerName })}
          hint={canReply ? t("messages.reply.hint") : t("messages.reply.notAllowed")}
          error={state.fieldErrors.body}
        >
          {(control) => (
            <Textarea
              {...control}
              key={resetKey}
              name="body"
              rows={5}
              maxLength={REPLY_MAX}
              defaultValue={state.values.body ?? ""}
              disabled={!canReply}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={!canReply || isSending}>
            <Icon name="send" aria-hidden="true" />
            {isSending ? t("messages.reply.sending") : t("messages.reply.send")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
