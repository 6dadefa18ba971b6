import type { TAdminTeamListItem } from "@keel/contracts/admin";
import { Form } from "react-router";
import { RoleSelect } from "#app/features/admin/components/role-select.tsx";
import { StatusBadge } from "#app/features/admin/components/status-badge.tsx";
import { formatCountry } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";

interface TeamPickerProps {
  userName: string;
  /** The current team search (`teamQ`). */
  search: string | undefined;
  /** Other query values the search form carries over (the memberships' page). */
  keep: Record<string, string | undefined>;
  result: { total: number; teams: (TAdminTeamListItem & { isMember: boolean })[] } | null;
  failure?: ActionFailure;
}

/**
 * "Add to a team": a search (GET form: the search is part of the URL) listing matching teams, each with a
 * role and an Add button (POST). Works without JavaScript.
 */
export function TeamPicker({ userName, search, keep, result, failure }: TeamPickerProps) {
  const t = useT();
  const locale = useLocale();
  const failedTeamId = failure?.values.teamId;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.userTeams.addTitle")}</CardTitle>
        <CardDescription>{t("admin.userTeams.addBody", { name: userName })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Form
          method="get"
          role="search"
          aria-label={t("admin.userTeams.findTeam")}
          className="flex items-end gap-2"
        >
          {Object.entries(keep).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor="team-search">{t("admin.userTeams.findTeam")}</Label>
            <Input
              id="team-search"
              type="search"
              name="teamQ"
              defaultValue={search ?? ""}
              key={search ?? ""}
              placeholder={t("common.search")}
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="secondary">
            <Icon name="search" aria-hidden="true" />
            {t("admin.userTeams.searchTeams")}
          </Button>
        </Form>
        <FormAlert message={failure?.error.message} />
        {result === null ? null : result.teams.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("common.noMatchingData")}</p>
        ) : (
          <>
            <ul
              className="flex flex-col divide-y rounded-md border"
              aria-label={t("admin.userTeams.results")}
            >
              {result.teams.map((team) => {
                const formId = `add-${team.id}`;
                const rowError =
                  failedTeamId === String(team.id)
                    ? (failure?.fieldErrors.role ?? failure?.fieldErrors.teamId)
                    : undefined;
                return (
                  <li key={team.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                    <div className="flex min-w-48 flex-1 flex-col">
                      <Link
                        to={localizePath(`/admin/teams/${team.id}`, locale)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {team.name}
                      </Link>
                      <span className="text-xs text-muted-foreground">
                        {formatCountry(team.country, locale)}
                      </span>
                    </div>
                    <StatusBadge status={team.status} />
                    {team.isMember ? (
                      <Badge variant="outline">{t("admin.userTeams.alreadyMember")}</Badge>
                    ) : (
                      <Form
                        method="post"
                        id={formId}
                        preventScrollReset
                        className="flex flex-wrap items-center gap-2"
                      >
                        <input type="hidden" name="intent" value="add" />
                        <input type="hidden" name="teamId" value={team.id} />
                        <label htmlFor={`${formId}-role`} className="sr-only">
                          {t("admin.userTeams.roleIn", { team: team.name })}
                        </label>
                        <RoleSelect
                          id={`${formId}-role`}
                          defaultValue="member"
                          aria-invalid={rowError ? true : undefined}
                          aria-describedby={rowError ? `${formId}-error` : undefined}
                        />
                        <Button
                          type="submit"
                          size="sm"
                          aria-label={t("admin.userTeams.addTo", { name: userName, team: team.name })}
                        >
                          {t("admin.userTeams.add")}
                        </Button>
                        {rowError ? (
                          <p id={`${formId}-error`} className="w-full text-sm font-medium text-destructive">
                            {rowError}
                          </p>
                        ) : null}
                      </Form>
                    )}
                  </li>
                );
              })}
            </ul>
            {result.total > result.teams.length ? (
              <p className="text-sm text-muted-foreground">
                {t("admin.userTeams.moreResults", { shown: result.teams.length, total: result.total })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
