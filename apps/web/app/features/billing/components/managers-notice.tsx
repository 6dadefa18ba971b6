import { useT } from "#app/lib/i18n.ts";
import { Icon } from "#app/ui/icon.tsx";

/** For members who may not buy or change the plan: who can (the team's owners and admins). */
export function ManagersNotice({ managers }: { managers: readonly { name: string; email: string }[] }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <Icon name="lock" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t("billing.managers.intro")}</span>
      </p>
      <ul className="flex flex-col gap-1">
        {managers.map((manager) => (
          <li key={manager.email}>
            {manager.name} — <a href={`mailto:${manager.email}`}>{manager.email}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
