/**
 * The form of "Save this search", for a signed-in visitor (guests get a link to sign in). `data-save-search`
 * marks it for the search page's behaviour, which sends it client-side from the server's markup.
 */
import { SAVED_SEARCH_NAME_MAX } from "@keel/contracts/saved-search-codes";
import { Form } from "react-router";
import { frequencyOptions } from "#app/features/saved-searches/frequency.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { SelectField, TextField } from "#app/ui/form/field.tsx";

export default function SaveSearchForm({ query, suggestedName }: { query: string; suggestedName: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Form
      data-save-search
      method="post"
      action={localizePath("/dashboard/saved-searches", locale)}
      className="flex flex-col gap-4 border-t p-4 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="query" value={query} />
      <TextField
        id="save-search-name"
        name="name"
        label={t("savedSearches.name")}
        defaultValue={suggestedName}
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
      />
      <SelectField
        id="save-search-frequency"
        name="frequency"
        label={t("savedSearches.frequency.label")}
        defaultValue="daily"
      >
        {frequencyOptions(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit">{t("savedSearches.save.submit")}</Button>
    </Form>
  );
}
