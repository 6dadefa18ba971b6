import type { TeamRole } from "@keel/contracts/auth";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { invitableRoles } from "#app/features/teams/team-roles.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

/** Invite by e-mail with a role no higher than the inviter's (docs/product.md, Roles and permissions). */
export function InviteForm({
  myRole,
  state,
  result,
}: {
  myRole: TeamRole;
  state: FormState;
  result: unknown;
}) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  // A sent invitation empties the form for the next one; each answer is a new object, hence the dependency.
  useEffect(() => {
    if (result && state.isDone) formRef.current?.reset();
  }, [result, state.isDone]);
  const errors = state.fieldErrors;
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="invite" />
      <FormAlert id="invite-alert" message={state.formError} />
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_12rem_auto]">
        <Field id="invite-email" label={t("members.invite.email")} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              defaultValue={state.values.email}
            />
          )}
        </Field>
        <Field id="invite-role" label={t("members.invite.role")} error={errors.role}>
          {(control) => (
            <Select {...control} name="role" defaultValue={state.values.role || "member"}>
              {invitableRoles(myRole).map((role) => (
                <option key={role} value={role}>
                  {t(`team.role.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={isSubmitting}>
          <Icon name="send" aria-hidden="true" />
          {isSubmitting ? t("members.invite.sending") : t("members.invite.submit")}
        </Button>
      </div>
    </Form>
  );
}
