/**
 * "Contact the owner" (docs/product.md, Messages): name, e-mail, optional phone, message. Posted to the page's own
 * action (a fetcher with JavaScript, so the page stays where it is; a plain POST without). Field errors come
 * back in the page's language beside each field; a success is a toast and an empty form. The `website` field
 * is a honeypot: out of sight, out of the tab order and hidden from assistive technologies; bots fill it.
 */

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from "@keel/contracts/contact-limits";
import { useEffect, useId, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { formState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";

const INTENT = "contact";

/** `id`: the section's, by which the page loads the form's code on intent (boat-detail-page.tsx). */
export function ContactForm({
  id: sectionId,
  boatId,
  sellerName,
}: {
  id?: string;
  boatId: number;
  sellerName: string;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher();
  const actionData = useActionData();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionData;
  const state = formState(result, INTENT);
  const isSending = fetcher.state !== "idle";
  useApiMessageToast(result);

  // Sent: the form empties for the next message (a failure keeps what was typed).
  useEffect(() => {
    if (formState(result, INTENT).isDone) formRef.current?.reset();
  }, [result]);

  const alertId = `${id}-alert`;
  const field = (name: string) => `${id}-${name}`;
  return (
    <section
      id={sectionId}
      aria-labelledby="contact-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="contact-title" className="text-lg">
          {t("contactOwner.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("contactOwner.subtitle", { seller: sellerName })}</p>
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        aria-describedby={alertId}
        // A new answer refills the fields with what was sent back (uncontrolled inputs).
        key={state.isDone ? "sent" : JSON.stringify(state.values)}
        className="flex flex-col gap-4"
      >
        <FormAlert id={alertId} message={state.formError} />
        <input type="hidden" name="boatId" value={boatId} />
        <Field id={field("name")} label={t("contactOwner.name")} error={state.fieldErrors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX}
              required
              defaultValue={state.values.name}
            />
          )}
        </Field>
        <Field id={field("email")} label={t("contactOwner.email")} error={state.fieldErrors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={state.values.email}
            />
          )}
        </Field>
        <Field
          id={field("phone")}
          label={t("contactOwner.phone")}
          optionalLabel={t("contactOwner.optional")}
          error={state.fieldErrors.phone}
        >
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_PHONE_MAX}
              defaultValue={state.values.phone}
            />
          )}
        </Field>
        <Field
          id={field("message")}
          label={t("contactOwner.message")}
          hint={t("contactOwner.messageHint")}
          error={state.fieldErrors.message}
        >
          {(control) => (
            <Textarea
              {...control}
              name="message"
              rows={6}
              required
              maxLength={CONTACT_MESSAGE_MAX}
              defaultValue={state.values.message ?? t("contactOwner.messageDefault")}
            />
          )}
        </Field>
        {/* Honeypot: people never see or reach it; a filled one makes the API drop the message quietly. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={field("website")}>{t("contactOwner.honeypot")}</label>
          <input
            id={field("website")}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <Button type="submit" disabled={isSending} className="w-full sm:w-auto sm:self-start">
          <Icon name="send" aria-hidden="true" />
          {isSending ? t("contactOwner.sending") : t("contactOwner.send")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("contactOwner.privacy")}</p>
      </fetcher.Form>
    </section>
  );
}
