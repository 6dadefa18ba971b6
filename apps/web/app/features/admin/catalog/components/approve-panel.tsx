import { Form, useNavigation } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { Icon } from "#app/ui/icon.tsx";

interface ApprovePanelProps {
  /** What is waiting: "brand" or "model", for the wording. */
  subject: "brand" | "model";
  /** The team whose seller typed it, when known. */
  team: { id: number; name: string } | null;
  createdAt: string;
  formError?: string | null;
}

/**
 * A free-text brand or model waiting for review: who typed it and when, and the two ways out. Approving
 * posts `intent=approve`; mapping is the merge section further down the page (#merge).
 */
export function ApprovePanel({ subject, team, createdAt, formError }: ApprovePanelProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const isApproving = navigation.state === "submitting" && navigation.formData?.get("intent") === "approve";
  const when = formatDate(createdAt, locale);
  return (
    <section
      aria-labelledby="approve-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="approve-title" className="flex items-center gap-2 text-lg">
        <Icon name="clock" aria-hidden="true" className="size-5" />
        {t("catalog.pending.title")}
      </h2>
      <p className="text-sm">
        {team ? (
          <>
            {t("catalog.pending.typedBy", { date: when })}{" "}
            <Link
              to={localizePath(`/admin/teams/${team.id}`, locale)}
              className="font-semibold underline underline-offset-4"
            >
              {team.name}
            </Link>
          </>
        ) : (
          t("catalog.pending.since", { date: when })
        )}
      </p>
      <p className="text-sm">
        {t(subject === "brand" ? "catalog.pending.brandHelp" : "catalog.pending.modelHelp")}
      </p>
      <FormAlert message={formError} />
      <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="approve" />
        <Button type="submit" disabled={isApproving}>
          {t("catalog.approve.submit")}
        </Button>
        <Button asChild variant="outline">
          <a href="#merge">{t("catalog.pending.mapInstead")}</a>
        </Button>
      </Form>
    </section>
  );
}
