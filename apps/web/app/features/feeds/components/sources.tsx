import { FEED_INTERVALS } from "@keel/contracts/feed-codes";
import type { TFeedRunSummary, TFeedSource } from "@keel/contracts/feeds";
import { Form, useNavigation } from "react-router";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { Field, SelectField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { type FormState, formState } from "#app/ui/form/form-state.ts";
import { Input } from "#app/ui/input.tsx";

/** The form adding a source: a name, a format, and a URL to pull (empty: files are uploaded by hand). */
export function SourceForm({ state }: { state: FormState }) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "addSource";
  const errors = state.fieldErrors;
  const value = (field: string, fallback = "") => state.values[field] ?? fallback;
  return (
    <Form method="post" noValidate className="flex flex-col gap-4 border-t pt-6">
      <h3 className="text-base font-semibold">{t("feeds.sources.add")}</h3>
      <input type="hidden" name="intent" value="addSource" />
      <FormAlert id="feed-source-alert" message={state.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="feed-name"
          name="name"
          label={t("feeds.sources.name")}
          error={errors.name}
          required
          maxLength={80}
          defaultValue={value("name")}
        />
        <SelectField
          id="feed-format"
          name="format"
          label={t("feeds.sources.format")}
          error={errors.format}
          defaultValue={value("format", "openmarine")}
        >
          <option value="openmarine">{t("feeds.format.openmarine")}</option>
          <option value="csv">{t("feeds.format.csv")}</option>
        </SelectField>
        <TextField
          id="feed-url"
          name="url"
          type="url"
          label={t("feeds.sources.url")}
          hint={t("feeds.sources.urlHint")}
          error={errors.url}
          maxLength={500}
          defaultValue={value("url")}
        />
        <SelectField
          id="feed-interval"
          name="intervalMinutes"
          label={t("feeds.sources.interval")}
          error={errors.intervalMinutes}
          defaultValue={value("intervalMinutes", "60")}
        >
          {FEED_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t("feeds.interval", { minutes })}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        id="feed-full"
        label={t("feeds.sources.isFull")}
        hint={t("feeds.sources.isFullHint")}
        error={errors.isFull}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name="isFull"
            defaultChecked={value("isFull", "on") === "on"}
            className="size-4 accent-primary"
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t("feeds.sources.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** Each source with its last run and its actions: pull now (URL sources), upload a file, remove. */
export function SourcesList({
  sources,
  runs,
  actionData,
}: {
  sources: TFeedSource[];
  runs: TFeedRunSummary[];
  actionData: unknown;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  if (sources.length === 0) return <p className="text-sm text-muted-foreground">{t("feeds.sources.none")}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {sources.map((source) => {
        const last = runs.find((r) => r.sourceId === source.id);
        const upload = formState(actionData, `upload-${source.id}`);
        const runNow = formState(actionData, `runNow-${source.id}`);
        const busy =
          navigation.state === "submitting" && navigation.formData?.get("sourceId") === String(source.id);
        return (
          <li key={source.id} className="flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{source.name}</h3>
              <span className="text-sm text-muted-foreground">{t(`feeds.format.${source.format}`)}</span>
            </div>
            <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted-foreground">{t("feeds.sources.url")}</dt>
              <dd className="break-all">{source.url ?? t("feeds.sources.uploadOnly")}</dd>
              {source.url && source.intervalMinutes ? (
                <>
                  <dt className="text-muted-foreground">{t("feeds.sources.interval")}</dt>
                  <dd>{t("feeds.interval", { minutes: source.intervalMinutes })}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("feeds.sources.lastRun")}</dt>
              <dd>
                {last
                  ? t(`feeds.status.${last.status}`) +
                    (last.finishedAt ? ` · ${formatDateTime(last.finishedAt, locale)}` : "")
                  : t("feeds.sources.neverRun")}
              </dd>
            </dl>
            <FormAlert id={`feed-run-alert-${source.id}`} message={runNow.formError ?? upload.formError} />
            <div className="flex flex-wrap items-end gap-3">
              {source.url ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="runNow" />
                  <input type="hidden" name="sourceId" value={source.id} />
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {t("feeds.sources.runNow")}
                  </Button>
                </Form>
              ) : null}
              <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="upload" />
                <input type="hidden" name="sourceId" value={source.id} />
                <Field
                  id={`feed-file-${source.id}`}
                  label={t("feeds.sources.file")}
                  error={upload.fieldErrors.file}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="file"
                      name="file"
                      accept={source.format === "csv" ? ".csv,text/csv" : ".xml,application/xml,text/xml"}
                    />
                  )}
                </Field>
                <Button type="submit" variant="outline" disabled={busy}>
                  {t("feeds.sources.upload")}
                </Button>
              </Form>
              <Form method="post" id={`feed-delete-${source.id}`}>
                <input type="hidden" name="intent" value="deleteSource" />
                <input type="hidden" name="sourceId" value={source.id} />
              </Form>
              <ConfirmSubmit
                form={`feed-delete-${source.id}`}
                name="confirmed"
                value="yes"
                title={t("feeds.sources.deleteTitle", { name: source.name })}
                description={t("feeds.sources.deleteDescription")}
                confirmLabel={t("feeds.sources.delete")}
                variant="ghost"
                destructive
              >
                {t("feeds.sources.delete")}
              </ConfirmSubmit>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
