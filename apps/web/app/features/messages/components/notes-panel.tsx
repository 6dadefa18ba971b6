import { Form, useNavigation } from "react-router";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";

export const NOTE_MAX_LENGTH = 4_000;

interface Note {
  id: number;
  body: string;
  createdAt: string;
  author: { id: number; name: string } | null;
}

/**
 * Internal notes on a request: seen by the team only, never sent to the buyer. Without `state` the panel only
 * reads (the back office's view of a conversation): no form.
 */
export function NotesPanel({
  notes,
  state,
  resetKey = 0,
}: {
  notes: readonly Note[];
  state?: FormState;
  resetKey?: string | number;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  return (
    <section aria-labelledby="notes-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div>
        <h2 id="notes-title" className="text-base">
          {t("messages.notes.title")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(state ? "messages.notes.subtitle" : "adminConversations.notesSubtitle")}
        </p>
      </div>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("messages.notes.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted/60 p-3 text-sm">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {note.author?.name ?? t("messages.notes.formerMember")} ·{" "}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, locale, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {state ? (
        <Form method="post" noValidate className="flex flex-col gap-2" aria-describedby="note-alert">
          <input type="hidden" name="intent" value="note" />
          <FormAlert id="note-alert" message={state.formError} />
          <Field id="note-body" label={t("messages.notes.label")} error={state.fieldErrors.body}>
            {(control) => (
              <Textarea
                {...control}
                key={resetKey}
                name="body"
                rows={3}
                maxLength={NOTE_MAX_LENGTH}
                defaultValue={state.values.body ?? ""}
                className="min-h-20"
              />
            )}
          </Field>
          <div>
            <Button type="submit" variant="outline" size="sm" disabled={isSaving}>
              {t("messages.notes.add")}
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
