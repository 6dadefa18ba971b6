import { useLocale } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

/** "Audit log for this team": the audit log filtered to one user or team, from that user's or team's page. */
export function AuditLogLink({
  entityType,
  entityId,
  label,
}: {
  entityType: "user" | "team";
  entityId: number;
  label: string;
}) {
  const locale = useLocale();
  return (
    <Link
      to={localizePath(`/admin/audit-log?entityType=${entityType}&entityId=${entityId}`, locale)}
      className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <Icon name="scroll-text" aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
