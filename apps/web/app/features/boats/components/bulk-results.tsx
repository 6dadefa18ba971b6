import { type BulkAction, PUBLISH_REQUIREMENTS, type PublishRequirement } from "@keel/contracts/boat-codes";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { listFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

interface BulkResult {
  action: BulkAction;
  message: string;
  results: { id: number; ok: boolean; code?: string; missing?: string[] }[];
}

/**
 * What a bulk action did, boat by boat: the count, then each boat that failed and why (the fields it still
 * needs, the plan, a status the action does not apply to), with a link to fix it.
 */
export function BulkResults({ result, rows }: { result: BulkResult; rows: { id: number; title: string }[] }) {
  const t = useT();
  const locale = useLocale();
  const failed = result.results.filter((r) => !r.ok);
  const titleOf = (id: number) =>
    rows.find((row) => row.id === id)?.title ?? t("boats.bulk.boatNumber", { id });
  const list = listFormat(locale, { type: "conjunction" });
  const reason = (r: BulkResult["results"][number]) => {
    if (r.code === "UNPROCESSABLE" && r.missing?.length) {
      const missing = r.missing
        .filter((m): m is PublishRequirement => (PUBLISH_REQUIREMENTS as readonly string[]).includes(m))
        .map((m) => t(`editor.missing.${m}`));
      return t("boats.bulk.missing", { fields: list.format(missing) });
    }
    if (r.code === "PLAN_RESTRICTED") return t("plan.restricted");
    if (r.code === "CONFLICT")
      return t("boats.bulk.conflict", { action: t(`boats.action.${result.action}`) });
    if (r.code === "NOT_FOUND") return t("boats.bulk.notFound");
    return t("boats.bulk.failed");
  };
  return (
    <section
      aria-labelledby="bulk-results-title"
      className="rounded-lg border bg-card p-4"
      role="status"
      aria-live="polite"
    >
      <h2 id="bulk-results-title" className="flex items-center gap-2 text-base">
        {failed.length === 0 ? (
          <Icon
            name="circle-check"
            aria-hidden="true"
            className="size-5 text-emerald-700 dark:text-emerald-400"
          />
        ) : (
          <Icon name="circle-exclamation-point" aria-hidden="true" className="size-5 text-destructive" />
        )}
        {result.message}
      </h2>
      {failed.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {failed.map((r) => (
            <li key={r.id} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
              <Link to={localizePath(`/dashboard/boats/${r.id}`, locale)} className="font-medium">
                {titleOf(r.id)}
              </Link>
              <span className="text-muted-foreground">{reason(r)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
