import { TEAM_ROLES } from "@keel/contracts/account-codes";
import type { ComponentProps } from "react";
import { useT } from "#app/lib/i18n.ts";
import { Select } from "#app/ui/select.tsx";

/**
 * A team role to choose (posted as `role`), compact enough for a table row: a membership's role, or the role of
 * a user added to a team. Label it with `<label htmlFor={id}>`.
 */
export function RoleSelect(props: Omit<ComponentProps<"select">, "name" | "className" | "children">) {
  const t = useT();
  return (
    <div className="w-40">
      <Select name="role" className="h-9" {...props}>
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`team.role.${role}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
