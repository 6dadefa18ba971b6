import { BOAT_STATUSES, TEAM_BOAT_PAGE_SIZES, TEAM_BOAT_SORTS } from "@keel/contracts/boat-codes";
import { Form } from "react-router";
import { isFiltered, type TeamBoatQuery, toSearch } from "#app/features/boats/team-boat-query.ts";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Label } from "#app/ui/label.tsx";
import { SearchField } from "#app/ui/search-field.tsx";
import { Select } from "#app/ui/select.tsx";

/**
 * "search", filters, sort and page size as one GET form: the result is a URL. An explicit button applies
 * them (a select that navigates on change would navigate on every arrow key).
 */
export function BoatFilters({
  query,
  boatTypes,
}: {
  query: TeamBoatQuery;
  boatTypes: { id: number; label: string }[];
}) {
  const t = useT();
  // The form's inputs are uncontrolled: a key per query resets them when Back/Forward changes the URL.
  const key = toSearch(query);
  return (
    <Form
      method="get"
      key={key}
      role="search"
      aria-label={t("boats.filters.label")}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto] lg:items-end"
    >
      <SearchField id="boats-q" name="q" label={t("boats.filters.search")} value={query.q} />
      <div className="flex flex-col gap-2">
        <Label htmlFor="boats-status">{t("boats.filters.status")}</Label>
        <Select id="boats-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">{t("boats.filters.allStatuses")}</option>
          {BOAT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`boats.status.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="boats-type">{t("boats.filters.type")}</Label>
        <Select id="boats-type" name="boatTypeId" defaultValue={query.boatTypeId ?? ""}>
          <option value="">{t("boats.filters.allTypes")}</option>
          {boatTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="boats-sort">{t("boats.filters.sort")}</Label>
        <Select id="boats-sort" name="sort" defaultValue={query.sort}>
          {TEAM_BOAT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`boats.sort.${sort}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="boats-page-size">{t("boats.filters.pageSize")}</Label>
        <Select id="boats-page-size" name="pageSize" defaultValue={query.pageSize} className="lg:w-24">
          {TEAM_BOAT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t("boats.filters.apply")}</Button>
        {isFiltered(query) ? (
          <Button asChild variant="ghost">
            <Link to={toSearch(query, { q: "", status: null, boatTypeId: null, page: 1 }) || "?"}>
              <Icon name="x" aria-hidden="true" />
              {t("boats.filters.clear")}
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
