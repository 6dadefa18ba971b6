import { TEAM_ROLES } from "@keel/contracts/account-codes";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { SelectField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";

/** Adds an existing account to the team by e-mail, with a role. A refusal keeps the e-mail and role. */
export function AddMemberForm({
  teamName,
  resetKey,
  failure,
}: {
  teamName: string;
  /** Changes when a member was added, to empty the form (e.g. the member count). */
  resetKey: number;
  failure?: ActionFailure;
}) {
  const t = useT();
  const navigation = useNavigation();
  const isAdding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.teamMembers.addTitle")}</CardTitle>
        <CardDescription>{t("admin.teamMembers.addBody", { team: teamName })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          noValidate
          preventScrollReset
          className="grid gap-4 sm:grid-cols-[2fr_1fr_auto]"
          key={resetKey}
        >
          <input type="hidden" name="intent" value="add" />
          <div className="sm:col-span-3">
            <FormAlert message={failure?.error.message} />
          </div>
          <TextField
            id="member-email"
            name="email"
            type="email"
            label={t("admin.teamMembers.email")}
            defaultValue={failure?.values.email ?? ""}
            error={failure?.fieldErrors.email ?? failure?.fieldErrors.userId}
            autoComplete="off"
            required
            maxLength={254}
          />
          <SelectField
            id="member-role"
            name="role"
            label={t("admin.teamMembers.role")}
            defaultValue={failure?.values.role ?? "member"}
            error={failure?.fieldErrors.role}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`team.role.${role}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex items-start sm:pt-6">
            <Button type="submit" disabled={isAdding}>
              {t("admin.teamMembers.add")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
