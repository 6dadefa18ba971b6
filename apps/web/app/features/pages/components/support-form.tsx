import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, SUPPORT_TOPICS } from "@keel/contracts/contact-limits";
import type { TSupportRequest } from "@keel/contracts/support";
import { Form, useLocation, useNavigation } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { type FormResult, formState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

const ALERT_ID = "support-alert";

interface SupportFormProps {
  /** The form's (or the acknowledgement's) element id. */
  id: string;
  /** The route action's answer, if any: the form reads its errors, values or success from it. */
  result: FormResult | undefined;
  defaultTopic: TSupportRequest["topic"];
}

/**
 * The support form of /contact: name, e-mail, optional phone, topic, message, and a honeypot that people
 * never see or reach (off-screen, hidden from assistive technology, out of the tab order). A route form:
 * it works the same without JavaScript, and a refusal comes back filled in with the field errors.
 */
export function SupportForm({ id, result, defaultTopic }: SupportFormProps) {
  const t = useT();
  const state = formState(result, "support");
  // The API's acknowledgement after a successful send: shown in place of the form.
  const sentMessage = result?.ok ? (result.message ?? t("support.sent")) : null;
  const locale = useLocale();
  const location = useLocation();
  const isSubmitting = useNavigation().state === "submitting";
  const values = state.values;
  if (sentMessage) {
    return (
      <div
        id={id}
        role="status"
        className="flex h-fit flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm"
      >
        <Icon name="mail-check" aria-hidden="true" className="size-8 text-primary" />
        <h2 className="text-xl">{t("support.success.title")}</h2>
        <p>{sentMessage}</p>
        <p className="text-sm text-muted-foreground">{t("support.success.ack")}</p>
        <Link to={location.pathname} className={buttonVariants({ variant: "outline" })}>
          {t("support.success.another")}
        </Link>
      </div>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby="support-form-title"
      className="h-fit rounded-xl border bg-card p-6 shadow-sm"
    >
      <h2 id="support-form-title" className="mb-5 text-xl">
        {t("support.form.title")}
      </h2>
      <Form method="post" noValidate aria-describedby={ALERT_ID} className="flex flex-col gap-5">
        <FormAlert id={ALERT_ID} message={state.formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="support-name" label={t("support.form.name")} error={state.fieldErrors.name}>
            {(control) => (
              <Input {...control} name="name" autoComplete="name" required defaultValue={values.name} />
            )}
          </Field>
          <Field id="support-email" label={t("support.form.email")} error={state.fieldErrors.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                defaultValue={values.email}
              />
            )}
          </Field>
          <Field
            id="support-phone"
            label={t("support.form.phone")}
            optionalLabel={t("support.form.optional")}
            error={state.fieldErrors.phone}
          >
            {(control) => (
              <Input {...control} name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} />
            )}
          </Field>
          <Field id="support-topic" label={t("support.form.topic")} error={state.fieldErrors.topic}>
            {(control) => (
              <Select {...control} name="topic" defaultValue={values.topic || defaultTopic}>
                {SUPPORT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`support.topic.${topic}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field
          id="support-message"
          label={t("support.form.message")}
          hint={t("support.form.messageHint", { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
          error={state.fieldErrors.message}
        >
          {(control) => (
            <Textarea
              {...control}
              name="message"
              rows={7}
              required
              maxLength={CONTACT_MESSAGE_MAX}
              defaultValue={values.message}
            />
          )}
        </Field>
        {/* Honeypot: bots fill every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="support-website">{t("support.form.honeypot")}</label>
          <input id="support-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="text-sm text-muted-foreground">
          {t("support.form.privacy")}{" "}
          <Link to={localizePath("/legal/privacy", locale)}>{t("support.form.privacyLink")}</Link>
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
          {isSubmitting ? t("support.form.sending") : t("support.form.send")}
        </Button>
      </Form>
    </section>
  );
}
