import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { SearchField } from "#app/ui/search-field.tsx";

interface CatalogSearchProps<T extends { id: number }> {
  /** The search field's id and query parameter (`?mergeQ=`), its label and the search typed. */
  inputId: string;
  name: string;
  label: string;
  value: string;
  /** What the search landmark is named by: a heading's id, or a text. */
  "aria-labelledby"?: string;
  "aria-label"?: string;
  preventScrollReset?: boolean;
  /** The results, null before any search; each one's content in its list item. */
  results: T[] | null;
  renderResult: (result: T) => ReactNode;
}

/**
 * A back-office search for one catalog value (the brand of a new model, the value to merge into): a GET form,
 * so it works without JavaScript and the search is in the URL, then its results as a list.
 */
export function CatalogSearch<T extends { id: number }>({
  inputId,
  name,
  label,
  value,
  preventScrollReset,
  results,
  renderResult,
  ...naming
}: CatalogSearchProps<T>) {
  const t = useT();
  return (
    <>
      <Form
        method="get"
        role="search"
        {...naming}
        preventScrollReset={preventScrollReset}
        className="flex flex-wrap items-end gap-3"
      >
        <SearchField
          id={inputId}
          name={name}
          label={label}
          value={value}
          className="flex min-w-56 flex-1 flex-col gap-2"
        />
        <Button type="submit" variant="outline">
          {t("catalog.merge.find")}
        </Button>
      </Form>
      {results === null ? null : results.length === 0 ? (
        <p className="text-sm">{t("common.noMatchingData")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={t("catalog.merge.results")}>
          {results.map((result) => (
            <li key={result.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              {renderResult(result)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
