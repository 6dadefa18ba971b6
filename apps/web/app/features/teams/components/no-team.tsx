import { useT } from "#app/lib/i18n.ts";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import { Icon } from "#app/ui/icon.tsx";

/** Team pages for a user without a team (e.g. after leaving the last one). */
export function NoTeam() {
  const t = useT();
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <Icon name="building-complex" aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">{t("dashboard.noTeam.title")}</CardTitle>
          <CardDescription>{t("dashboard.noTeam.body")}</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
