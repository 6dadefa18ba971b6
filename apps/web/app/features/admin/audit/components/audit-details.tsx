import { formatDateTime } from "#app/features/admin/admin-format.ts";
import { type AuditValue, auditRows, isKnownAuditField } from "#app/features/admin/audit/admin-audit.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";

function Value({ value }: { value: AuditValue }) {
  const t = useT();
  const locale = useLocale();
  switch (value.kind) {
    case "empty":
      return <span className="text-muted-foreground italic">{t("admin.audit.empty")}</span>;
    case "boolean":
      return <span>{t(value.value ? "admin.audit.yes" : "admin.audit.no")}</span>;
    case "date":
      return <span>{formatDateTime(value.value, locale)}</span>;
    default:
      return <span className="break-all">{value.value}</span>;
  }
}

/** An entry's details: each changed field with its value before and after, then the facts of the action. */
export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  const t = useT();
  const rows = auditRows(details);
  if (rows.length === 0) return <span className="text-muted-foreground">{t("admin.audit.noDetails")}</span>;
  const label = (field: string) => (isKnownAuditField(field) ? t(`admin.audit.field.${field}`) : field);
  return (
    <ul className="flex flex-col gap-1">
      {rows.map((row) => (
        <li key={row.field}>
          <span className="font-medium">{label(row.field)}</span>
          {": "}
          {row.kind === "change" ? (
            <>
              <Value value={row.from} />
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> {t("admin.audit.becomes")} </span>
              <Value value={row.to} />
            </>
          ) : (
            <Value value={row.value} />
          )}
        </li>
      ))}
    </ul>
  );
}
