import type { TAdminGroup } from "@keel/contracts/admin";
import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { FormAlert } from "#app/ui/form/form-alert.tsx";

interface UserGroupsCardProps {
  name: string;
  /** The user's groups. */
  groups: TAdminGroup[];
  /** Every group there is. */
  allGroups: TAdminGroup[];
  failure?: ActionFailure;
}

/** Group memberships (the admin group makes a back-office user): one grant or remove button per group. */
export function UserGroupsCard({ name, groups, allGroups, failure }: UserGroupsCardProps) {
  const t = useT();
  const has = (code: string) => groups.some((g) => g.code.toLowerCase() === code.toLowerCase());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.user.groupsTitle")}</CardTitle>
        <CardDescription>{t("admin.user.groupsBody")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormAlert message={failure?.error.message} />
        <ul className="flex flex-col divide-y rounded-md border">
          {allGroups.map((group) => {
            const isMember = has(group.code);
            return (
              <li key={group.code} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <span className="font-medium">{group.name}</span>
                {isMember ? <Badge variant="success">{t("admin.user.groupMember")}</Badge> : null}
                <Form method="post" preventScrollReset className="ml-auto">
                  <input type="hidden" name="intent" value={isMember ? "group-remove" : "group-grant"} />
                  <input type="hidden" name="code" value={group.code} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={isMember ? "outline" : "secondary"}
                    aria-label={t(isMember ? "admin.user.groupRemoveLabel" : "admin.user.groupGrantLabel", {
                      group: group.name,
                      name,
                    })}
                  >
                    {t(isMember ? "admin.user.groupRemove" : "admin.user.groupGrant")}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
