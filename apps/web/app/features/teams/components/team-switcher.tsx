import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { TEAM_PARAM } from "#app/lib/team.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Select } from "#app/ui/select.tsx";

interface TeamOption {
  id: number;
  name: string;
}

/**
 * Current team and, for members of several teams, a switcher: a GET form with `team_id`, which the
 * dashboard loader validates and keeps in the `team_id` cookie. An explicit button rather than submitting
 * on change, so that browsing the options with the keyboard does not navigate.
 */
export function TeamSwitcher({
  teams,
  currentTeamId,
}: {
  teams: TeamOption[];
  currentTeamId: number | null;
}) {
  const t = useT();
  const current = teams.find((team) => team.id === currentTeamId);
  if (!current) return null;
  if (teams.length === 1) {
    return (
      <p className="inline-flex items-center gap-2 text-sm font-medium">
        <Icon name="users" aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="sr-only">{t("team.current")}: </span>
        {current.name}
      </p>
    );
  }
  return (
    <Form method="get" className="flex items-center gap-2">
      <label htmlFor="team-switcher" className="sr-only">
        {t("team.current")}
      </label>
      <Select
        id="team-switcher"
        name={TEAM_PARAM}
        defaultValue={String(current.id)}
        key={current.id}
        className="h-9 w-48"
      >
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" size="sm">
        {t("team.switch")}
      </Button>
    </Form>
  );
}
