/**
 * Pieces shared by the brands and brand models lists: the pending/approved filter, the "added by" cell (the
 * seller's team that typed the value, or the back office) and the row's "Approve" form for a pending value.
 */
import { BRAND_STATUSES } from "@keel/contracts/catalog-codes";
import { Form } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { FilterSelect } from "#app/ui/list/list-filters.tsx";

export function CatalogStatusFilter({ value }: { value: string | undefined }) {
  const t = useT();
  return (
    <FilterSelect
      id="filter-status"
      name="status"
      label={t("catalog.col.status")}
      value={value}
      anyLabel={t("catalog.list.anyStatus")}
      options={BRAND_STATUSES.map((status) => ({ value: status, label: t(`catalog.status.${status}`) }))}
    />
  );
}

export function AddedByCell({ team }: { team: { id: number; name: string } | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <td className="px-3 py-2">
      {team ? (
        <Link
          to={localizePath(`/admin/teams/${team.id}`, locale)}
          className="underline-offset-4 hover:underline"
        >
          {team.name}
        </Link>
      ) : (
        <span className="text-muted-foreground">{t("catalog.addedByBackOffice")}</span>
      )}
    </td>
  );
}

/** Posts `intent=approve` with the row's id to the list's action; empty for an approved value. */
export function ApproveCell({ id, name, isPending }: { id: number; name: string; isPending: boolean }) {
  const t = useT();
  return (
    <td className="px-3 py-2">
      {isPending ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="id" value={id} />
          <Button type="submit" size="sm" variant="outline" aria-label={t("catalog.approve.named", { name })}>
            {t("catalog.approve.submit")}
          </Button>
        </Form>
      ) : null}
    </td>
  );
}
