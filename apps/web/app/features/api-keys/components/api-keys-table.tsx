import type { TApiKey } from "@keel/contracts/api-keys";
import { Form } from "react-router";
import { scopeLabelKey } from "#app/features/api-keys/scopes.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { Icon } from "#app/ui/icon.tsx";

const STATE_BADGE: Record<TApiKey["state"], BadgeProps["variant"]> = {
  active: "success",
  suspended: "warning",
  revoked: "secondary",
};

/** The team's keys: what each may do, who made it, when it was last used, and a revoke button for live ones. */
export function ApiKeysTable({ keys }: { keys: TApiKey[] }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">{t("apiKeys.list.empty")}</p>;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale, timeZone)}</time>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t("apiKeys.list.title")}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("apiKeys.list.name")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("apiKeys.list.scopes")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("apiKeys.list.created")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("apiKeys.list.lastUsed")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("apiKeys.list.state")}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t("apiKeys.list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {keys.map((key) => {
            const formId = `revoke-key-${key.id}`;
            return (
              <tr key={key.id}>
                <td className="py-3 pr-4">
                  <span className="block font-medium break-all">{key.name}</span>
                  <code className="text-xs text-muted-foreground">{key.prefix}…</code>
                </td>
                <td className="py-3 pr-4">
                  <ul className="flex flex-col gap-0.5">
                    {key.scopes.map((scope) => (
                      <li key={scope}>{t(scopeLabelKey(scope))}</li>
                    ))}
                  </ul>
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  {when(key.createdAt)}
                  {key.createdBy ? (
                    <span className="block text-muted-foreground">
                      {t("apiKeys.list.by", {
                        name: `${key.createdBy.firstName} ${key.createdBy.lastName}`.trim(),
                      })}
                    </span>
                  ) : null}
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  {key.lastUsedAt ? when(key.lastUsedAt) : t("apiKeys.list.never")}
                </td>
                <td className="py-3 pr-4">
                  <Badge variant={STATE_BADGE[key.state]}>{t(`apiKeys.state.${key.state}`)}</Badge>
                  {key.state === "suspended" ? (
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {t("apiKeys.state.suspendedHint")}
                    </span>
                  ) : null}
                </td>
                <td className="py-3">
                  {key.state === "revoked" ? null : (
                    <Form id={formId} method="post" className="flex justify-end">
                      <input type="hidden" name="keyId" value={key.id} />
                      <ConfirmSubmit
                        form={formId}
                        value="revoke"
                        variant="outline"
                        size="sm"
                        title={t("apiKeys.revoke.title", { name: key.name })}
                        description={t("apiKeys.revoke.description")}
                        confirmLabel={t("apiKeys.revoke.confirm")}
                        aria-label={t("apiKeys.revoke.label", { name: key.name })}
                      >
                        <Icon name="ban" aria-hidden="true" />
                        {t("apiKeys.revoke.button")}
                      </ConfirmSubmit>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
