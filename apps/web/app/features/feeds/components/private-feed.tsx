import { Form } from "react-router";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Input } from "#app/ui/input.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";

/**
 * The private feed URL: made with a secret token shown once (the API keeps only its hash), replaced or revoked
 * at any time.
 */
export function PrivateFeedSection({
  privateFeed,
  published,
  state,
}: {
  privateFeed: { createdAt: string; lastPulledAt: string | null } | null;
  published: { url: string; csvUrl: string } | null;
  state: FormState;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <SettingsSection
      id="feeds-private"
      title={t("feeds.private.title")}
      description={t("feeds.private.subtitle")}
    >
      <div className="flex flex-col gap-4">
        <FormAlert id="feed-private-alert" message={state.formError} />
        {published ? (
          <div className="flex flex-col gap-3 rounded-md border border-primary/40 p-4">
            <p className="text-sm font-medium">{t("feeds.private.copyNow")}</p>
            <label className="flex flex-col gap-1 text-sm" htmlFor="feed-private-xml">
              {t("feeds.private.xmlUrl")}
              <Input id="feed-private-xml" readOnly value={published.url} />
            </label>
            <label className="flex flex-col gap-1 text-sm" htmlFor="feed-private-csv">
              {t("feeds.private.csvUrl")}
              <Input id="feed-private-csv" readOnly value={published.csvUrl} />
            </label>
          </div>
        ) : null}
        {privateFeed ? (
          <p className="text-sm">
            {t("feeds.private.since", { date: formatDateTime(privateFeed.createdAt, locale) })}{" "}
            {privateFeed.lastPulledAt
              ? t("feeds.private.lastPulled", { date: formatDateTime(privateFeed.lastPulledAt, locale) })
              : t("feeds.private.neverPulled")}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("feeds.private.none")}</p>
        )}
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="publishFeed" />
            <Button type="submit">
              {privateFeed ? t("feeds.private.replace") : t("feeds.private.publish")}
            </Button>
          </Form>
          {privateFeed ? (
            <>
              <Form method="post" id="feed-revoke">
                <input type="hidden" name="intent" value="revokeFeed" />
              </Form>
              <ConfirmSubmit
                form="feed-revoke"
                name="confirmed"
                value="yes"
                title={t("feeds.private.revokeTitle")}
                description={t("feeds.private.revokeDescription")}
                confirmLabel={t("feeds.private.revoke")}
                variant="outline"
                destructive
              >
                {t("feeds.private.revoke")}
              </ConfirmSubmit>
            </>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
