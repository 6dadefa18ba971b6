import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { SearchField } from "#app/ui/search-field.tsx";
import { Select } from "#app/ui/select.tsx";

interface ListFiltersProps {
  /** Accessible name of the search landmark ("Search users"). */
  label: string;
  /** The search box, when the list has one. */
  search?: { value: string | undefined; label: string };
  /** Hidden values the form carries over (the current sort). */
  keep?: Record<string, string | undefined>;
  pageSize: { value: number; options: readonly number[] };
  /** Whether anything is narrowed, to offer "Clear filters". */
  isFiltered: boolean;
  /** The list without search and filters. */
  clearHref: string;
  /** Filter fields (labelled selects). */
  children?: ReactNode;
}

/**
 * "search" and filters of a back-office list: a GET form, so the result is a URL (shareable, bookmarkable,
 * the back button returns to the previous state) and it works without JavaScript. Applying goes back to
 * page 1 because the form does not carry the page.
 */
export function ListFilters({
  label,
  search,
  keep,
  pageSize,
  isFiltered,
  clearHref,
  children,
}: ListFiltersProps) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4"
      // The form's own values replace the query; stale keys (page) go with it.
      preventScrollReset
    >
      {Object.entries(keep ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {search ? (
        <SearchField
          id="list-q"
          name="q"
          label={search.label}
          value={search.value ?? ""}
          className="flex min-w-56 flex-1 flex-col gap-2"
        />
      ) : null}
      {children}
      <div className="flex w-32 flex-col gap-2">
        <Label htmlFor="list-page-size">{t("admin.list.pageSize")}</Label>
        <Select
          id="list-page-size"
          name="pageSize"
          defaultValue={String(pageSize.value)}
          key={pageSize.value}
        >
          {pageSize.options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <Button type="submit">{t("admin.list.apply")}</Button>
        {isFiltered ? (
          <Button asChild variant="ghost">
            <Link to={clearHref}>{t("admin.list.clearFilters")}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  /** The "any" choice's text ("All statuses"). */
  anyLabel: string;
  options: { value: string; label: string }[];
}

/** One filter as a labelled native select; the empty value means "any". */
export function FilterSelect({ id, name, label, value, anyLabel, options }: FilterSelectProps) {
  return (
    <div className="flex w-44 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value ?? ""} key={value ?? ""}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
