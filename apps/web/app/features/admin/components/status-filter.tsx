import { STATUSES } from "@keel/contracts/admin-codes";
import { useT } from "#app/lib/i18n.ts";
import { FilterSelect } from "#app/ui/list/list-filters.tsx";

/** Active or inactive: the status filter of the users and teams lists. */
export function StatusFilter({ value }: { value: string | undefined }) {
  const t = useT();
  return (
    <FilterSelect
      id="filter-status"
      name="status"
      label={t("admin.filter.status")}
      value={value}
      anyLabel={t("admin.filter.anyStatus")}
      options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
    />
  );
}
