import type { TAdminMembership } from "@keel/contracts/admin";
import { Form } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { type ActionFailure, type ActionResult, confirmOf, failureOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep, ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { Pagination, PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import type { ListQuery, ListSpec } from "#app/ui/list/list-query.ts";
import { RoleSelect } from "./role-select.tsx";
import { StatusBadge } from "./status-badge.tsx";

interface MembershipTableProps {
  /** "user": a user's teams (one row per team); "team": a team's members (one row per user). */
  side: "user" | "team";
  memberships: TAdminMembership[];
  label: string;
  /** The refusal of a role change or a removal, shown above the table. */
  failure?: ActionFailure;
}

const fullName = (m: TAdminMembership) => `${m.user.firstName} ${m.user.lastName}`.trim() || m.user.email;

/**
 * Memberships seen from one side, with a role change (select + button: choosing with the keyboard does not
 * submit) and a removal behind the product's confirmation. Rows post the other side's id (`teamId` or
 * `userId`) with an `intent` of `role` or `remove`.
 */
export function MembershipTable({ side, memberships, label, failure }: MembershipTableProps) {
  const t = useT();
  const locale = useLocale();
  const idName = side === "user" ? "teamId" : "userId";
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={failure?.error.message} />
      <TableFrame label={label}>
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b bg-muted/50">
            <tr>
              <PlainHeader
                label={t(side === "user" ? "admin.memberships.team" : "admin.memberships.member")}
              />
              <PlainHeader label={t("admin.memberships.status")} />
              <PlainHeader label={t("admin.memberships.role")} />
              <PlainHeader label={t("admin.memberships.joinedAt")} />
              <PlainHeader label={t("admin.memberships.actions")} className="text-right" />
            </tr>
          </thead>
          <tbody>
            {memberships.map((m) => {
              const id = side === "user" ? m.team.id : m.user.id;
              const subject = side === "user" ? m.team.name : fullName(m);
              const roleForm = `role-${id}`;
              const removeForm = `remove-${id}`;
              return (
                <tr key={id} className="border-b align-middle last:border-0">
                  <td className="px-3 py-2">
                    <Link
                      to={localizePath(side === "user" ? `/admin/teams/${id}` : `/admin/users/${id}`, locale)}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {subject}
                    </Link>
                    {side === "team" ? (
                      <span className="block text-xs break-all text-muted-foreground">{m.user.email}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={side === "user" ? m.team.status : m.user.status} />
                  </td>
                  <td className="px-3 py-2">
                    <Form method="post" id={roleForm} preventScrollReset className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name={idName} value={id} />
                      <label htmlFor={`${roleForm}-select`} className="sr-only">
                        {t("admin.memberships.roleOf", { name: subject })}
                      </label>
                      <RoleSelect id={`${roleForm}-select`} defaultValue={m.role} key={m.role} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        aria-label={t("admin.memberships.changeRoleOf", { name: subject })}
                      >
                        {t("admin.memberships.changeRole")}
                      </Button>
                    </Form>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(m.joinedAt, locale)}</td>
                  <td className="px-3 py-2 text-right">
                    <Form method="post" id={removeForm} preventScrollReset>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name={idName} value={id} />
                    </Form>
                    <ConfirmSubmit
                      form={removeForm}
                      title={t("common.confirmDelete")}
                      description={t("common.irreversible")}
                      confirmLabel={t("admin.memberships.remove")}
                      aria-label={t(
                        side === "user"
                          ? "admin.memberships.removeFromTeam"
                          : "admin.memberships.removeMember",
                        { name: subject },
                      )}
                    >
                      {t("admin.memberships.remove")}
                    </ConfirmSubmit>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}

interface MembershipsSectionProps<F extends string, S extends string> {
  side: MembershipTableProps["side"];
  /** The section's heading and its id, and the table's accessible name. */
  titleId: string;
  title: string;
  tableLabel: string;
  memberships: { items: TAdminMembership[]; total: number };
  spec: ListSpec<F, S>;
  query: ListQuery<F, S>;
  /** The page's last action result: the removal's no-JavaScript confirmation step, or a refusal. */
  actionData: ActionResult | undefined;
}

/**
 * One page of memberships (a team's members, a user's teams) under its heading, with the removal's
 * confirmation step (the product's 'Are you sure you want to delete this?' / 'This action is irreversible')
 * above it when the last post asked for one.
 */
export function MembershipsSection<F extends string, S extends string>({
  side,
  titleId,
  title,
  tableLabel,
  memberships,
  spec,
  query,
  actionData,
}: MembershipsSectionProps<F, S>) {
  const t = useT();
  const confirm = confirmOf(actionData);
  return (
    <>
      {confirm?.intent === "remove" ? (
        <ConfirmStep
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("admin.memberships.remove")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId}>{title}</h2>
        {memberships.items.length === 0 ? (
          <EmptyState isFiltered={false} />
        ) : (
          <MembershipTable
            side={side}
            memberships={memberships.items}
            label={tableLabel}
            failure={failureOf(actionData, "role") ?? failureOf(actionData, "remove")}
          />
        )}
        <Pagination spec={spec} query={query} total={memberships.total} />
      </section>
    </>
  );
}
