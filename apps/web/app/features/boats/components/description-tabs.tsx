/**
 * The description in several languages: one tab per locale, the original language's tab (the boat's
 * `language`) holding the description itself and marked "Original"; every other tab an optional title and
 * description in that language. Visitors read the text in their language when there is one, else the original
 * with its language named. Radix Tabs: arrow keys move between tabs, Tab enters the panel.
 */
import { LOCALES, type Locale } from "@keel/contracts/locales";
import { useEffect, useState } from "react";
import { type TextValues, writtenLocales } from "#app/features/boats/boat-form.ts";
import { useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/ui/tabs.tsx";
import { fieldId, useEditor } from "./editor-context.tsx";
import { FieldShell, TextArea, TextAreaField, useFieldError } from "./editor-fields.tsx";

/** The language's name in the page's language (the words of the back office's catalog pages). */
export const LANGUAGE_NAME_KEYS: Record<Locale, string> = {
  "en-US": "catalog.language.enUs",
  "en-GB": "catalog.language.enGb",
  fr: "catalog.language.fr",
  it: "catalog.language.it",
  es: "catalog.language.es",
};

export function DescriptionTabs() {
  const t = useT();
  const { values, errors } = useEditor();
  const original = (LOCALES as readonly string[]).includes(values.language)
    ? (values.language as Locale)
    : "en-US";
  const [selected, setSelected] = useState<Locale>(original);
  // A new original language opens its tab: that is where the description now is.
  useEffect(() => setSelected(original), [original]);
  const written = new Set(writtenLocales(values.texts, original));
  const hasError = (locale: Locale) =>
    locale === original
      ? errors.description !== undefined
      : Object.keys(errors).some((path) => path.startsWith(`texts.${locale}.`));

  return (
    <Tabs value={selected} onValueChange={(value) => setSelected(value as Locale)}>
      <TabsList aria-label={t("editor.texts.tabs")}>
        {LOCALES.map((locale) => (
          <TabsTrigger key={locale} value={locale}>
            {t(LANGUAGE_NAME_KEYS[locale])}
            {locale === original ? (
              <Badge variant="outline">{t("editor.texts.original")}</Badge>
            ) : written.has(locale) ? (
              <>
                <Icon
                  name="check"
                  aria-hidden="true"
                  className="size-3.5 text-emerald-700 dark:text-emerald-400"
                />
                <span className="sr-only">{t("editor.texts.written")}</span>
              </>
            ) : null}
            {hasError(locale) ? (
              <>
                <Icon
                  name="circle-exclamation-point"
                  aria-hidden="true"
                  className="size-3.5 text-destructive"
                />
                <span className="sr-only">{t("editor.texts.hasError")}</span>
              </>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {LOCALES.map((locale) => (
        <TabsContent key={locale} value={locale} className="flex flex-col gap-4">
          {locale === original ? (
            <TextArea
              name="description"
              label={t("editor.field.description")}
              hint={t("editor.hint.description")}
              rows={10}
              maxLength={20_000}
              minLength={30}
            />
          ) : (
            <TranslationFields locale={locale} language={t(LANGUAGE_NAME_KEYS[locale])} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The title and description in one more language, written in that language (`lang`). */
function TranslationFields({ locale, language }: { locale: Locale; language: string }) {
  const t = useT();
  const { values, update, isDisabled } = useEditor();
  const text = values.texts[locale];
  const set = (change: Partial<TextValues>) =>
    update("texts", { ...values.texts, [locale]: { ...text, ...change } });
  const titlePath = `texts.${locale}.title`;
  const titleId = fieldId(titlePath);
  const titleError = useFieldError(titlePath);
  const descriptionPath = `texts.${locale}.description`;
  const descriptionError = useFieldError(descriptionPath);
  return (
    <>
      <FieldShell
        id={titleId}
        label={t("editor.texts.title", { language })}
        hint={t("editor.texts.titleHint")}
        error={titleError}
      >
        {(describedBy) => (
          <Input
            id={titleId}
            value={text.title}
            lang={locale}
            maxLength={140}
            autoComplete="off"
            onChange={(event) => set({ title: event.target.value })}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={describedBy}
            disabled={isDisabled}
          />
        )}
      </FieldShell>
      <TextAreaField
        id={fieldId(descriptionPath)}
        label={t("editor.texts.description", { language })}
        hint={t("editor.texts.descriptionHint")}
        error={descriptionError}
        value={text.description}
        onChange={(description) => set({ description })}
        rows={10}
        maxLength={20_000}
        lang={locale}
      />
    </>
  );
}
