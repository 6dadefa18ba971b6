import { Form, useNavigation } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";

export interface DirectoryFilter {
  /** Query parameter ("category"). */
  name: string;
  label: string;
  /** The empty choice ("All categories"). */
  anyLabel: string;
  options: readonly { value: string; label: string; count?: number }[];
  selected: string | null;
}

interface DirectorySearchProps {
  /** Names the search landmark ("Search partners"). */
  label: string;
  keywordLabel: string;
  keywordPlaceholder: string;
  keyword: string;
  keywordMax: number;
  filters: readonly DirectoryFilter[];
  /** Where "Clear filters" leads; shown only when something narrows the list. */
  clearHref: string | null;
}

/**
 * The keyword and filters of a directory, as one GET form: the URL holds the whole state (shareable,
 * server-rendered, back button), and it works the same without JavaScript. Filters wait for the button
 * rather than submitting on change, so that keyboard and screen-reader users choose before the page moves.
 * Render it inside a `SearchFrame` (ui/search-frame.tsx), which submits it without the empty fields.
 */
export function DirectorySearch({
  label,
  keywordLabel,
  keywordPlaceholder,
  keyword,
  keywordMax,
  filters,
  clearHref,
}: DirectorySearchProps) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const isSearching = useNavigation().state === "loading";
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="directory-q">{keywordLabel}</Label>
        <Input
          id="directory-q"
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder={keywordPlaceholder}
          maxLength={keywordMax}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className="flex flex-col gap-2">
          <Label htmlFor={`directory-${filter.name}`}>{filter.label}</Label>
          <Select id={`directory-${filter.name}`} name={filter.name} defaultValue={filter.selected ?? ""}>
            <option value="">{filter.anyLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.count === undefined
                  ? option.label
                  : t("pages.directory.optionCount", {
                      label: option.label,
                      count: number.format(option.count),
                    })}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" disabled={isSearching}>
          <Icon name="search" aria-hidden="true" />
          {t("pages.directory.search")}
        </Button>
        {clearHref !== null ? (
          <Link to={clearHref} className={buttonVariants({ variant: "ghost" })}>
            <Icon name="x" aria-hidden="true" />
            {t("pages.directory.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
