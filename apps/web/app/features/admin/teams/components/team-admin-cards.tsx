import { PLAN_CODES } from "@keel/contracts/account-codes";
import type { TAdminTeam } from "@keel/contracts/admin";
import { Fragment } from "react";
import { Form } from "react-router";
import { StatusBadge, VerifiedBadge } from "#app/features/admin/components/status-badge.tsx";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";

const BOAT_STATUSES = ["draft", "published", "under_offer", "sold", "archived"] as const;

/** Status (deactivation after a confirmation: its boats leave the public pages) and the team's figures. */
export function TeamStatusCard({ team, failure }: { team: TAdminTeam; failure?: ActionFailure }) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const isActive = team.status === "active";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.team.statusTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("admin.team.status")}</dt>
          <dd>
            <StatusBadge status={team.status} />
          </dd>
          <dt className="text-muted-foreground">{t("admin.team.members")}</dt>
          <dd className="tabular-nums">{number.format(team.memberCount)}</dd>
          {BOAT_STATUSES.map((status) => (
            <Fragment key={status}>
              <dt className="text-muted-foreground">{t(`admin.team.boats.${status}`)}</dt>
              <dd className="tabular-nums">{number.format(team.boatCounts[status])}</dd>
            </Fragment>
          ))}
        </dl>
        <FormAlert message={failure?.error.message} />
        <Form method="post" id="team-status" preventScrollReset>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value={isActive ? "inactive" : "active"} />
          {isActive ? (
            <ConfirmSubmit
              form="team-status"
              size="md"
              title={t("admin.team.deactivateTitle", { name: team.name })}
              description={t("admin.team.deactivateBody")}
              confirmLabel={t("admin.team.deactivate")}
            >
              {t("admin.team.deactivate")}
            </ConfirmSubmit>
          ) : (
            <Button type="submit">{t("admin.team.activate")}</Button>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}

/** The plan, set by hand until payments exist (paid and custom get an active subscription). */
export function TeamPlanCard({ team, failure }: { team: TAdminTeam; failure?: ActionFailure }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.team.planTitle")}</CardTitle>
        <CardDescription>{t("admin.team.planBody")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormAlert message={failure?.error.message} />
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="plan" />
          <div className="flex min-w-40 flex-1 flex-col gap-2">
            <Label htmlFor="team-plan">{t("admin.team.plan")}</Label>
            <Select id="team-plan" name="planCode" defaultValue={team.planCode} key={team.planCode}>
              {PLAN_CODES.map((plan) => (
                <option key={plan} value={plan}>
                  {t(`admin.plan.${plan}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex min-w-48 flex-[2] flex-col gap-2">
            <Label htmlFor="team-plan-reason">{t("admin.billing.reason")}</Label>
            <Input id="team-plan-reason" name="planReason" maxLength={500} autoComplete="off" />
          </div>
          <Button type="submit" variant="secondary">
            {t("admin.team.setPlan")}
          </Button>
        </Form>
        <p className="text-sm text-muted-foreground">
          {t("admin.team.subscription", { status: team.subscriptionStatus })}
        </p>
      </CardContent>
    </Card>
  );
}

/** The verified seller badge buyers see on the team's boats: grant or withdraw. */
export function TeamVerifiedCard({ team, failure }: { team: TAdminTeam; failure?: ActionFailure }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.team.verifiedTitle")}</CardTitle>
        <CardDescription>{t("admin.team.verifiedBody")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {team.isVerified ? (
          <p className="flex items-center gap-2 text-sm">
            <VerifiedBadge />
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("admin.team.notVerified")}</p>
        )}
        <FormAlert message={failure?.error.message} />
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="verified" />
          <input type="hidden" name="isVerified" value={team.isVerified ? "false" : "true"} />
          <Button type="submit" variant={team.isVerified ? "outline" : "secondary"}>
            {t(team.isVerified ? "admin.team.unverify" : "admin.team.verify")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
