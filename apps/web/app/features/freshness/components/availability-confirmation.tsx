import type { TAvailabilityConfirmation } from "@keel/contracts/freshness";
import { Form, useNavigation } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { CARD_CLASSES } from "#app/ui/card-classes.ts";
import { Icon } from "#app/ui/icon.tsx";

type Boat = TAvailabilityConfirmation["boat"];

type Props =
  | { state: "asking"; boat: Boat }
  | { state: "confirmed"; boat: Boat; message: string }
  | { state: "dead" };

/**
 * Drawn with the card's classes on plain elements rather than ui/card.tsx's components: their module is a chunk of
 * its own that this page would load for four class names (client JS budget, decision 022).
 */
const CARD = `${CARD_CLASSES.card} w-full`;

/** The page behind a reminder's link: the question and its one button, the thanks, or a dead link. */
export function AvailabilityConfirmation(props: Props) {
  const t = useT();
  const locale = useLocale();
  const isSubmitting = useNavigation().state === "submitting";
  const ordering = (
    <Link to={localizePath("/how-results-are-ordered", locale)}>{t("freshness.confirmPage.ordering")}</Link>
  );
  return (
    <div className="mx-auto flex w-full max-w-xl px-4 py-12 sm:px-6">
      {props.state === "dead" ? (
        <div className={CARD}>
          <div className={CARD_CLASSES.header}>
            <h1 className="text-2xl">{t("freshness.confirmPage.deadTitle")}</h1>
            <p className={CARD_CLASSES.description}>{t("freshness.confirmPage.deadBody")}</p>
          </div>
          <div className={CARD_CLASSES.content}>
            <Button asChild size="lg">
              <Link to={localizePath("/dashboard/boats", locale)}>
                <Icon name="link" />
                {t("freshness.confirmPage.myBoats")}
              </Link>
            </Button>
          </div>
        </div>
      ) : props.state === "confirmed" ? (
        <div className={CARD}>
          <div className={CARD_CLASSES.header}>
            <h1 className="flex items-center gap-2 text-2xl">
              <Icon name="circle-check" className="size-6 text-emerald-700 dark:text-emerald-400" />
              {t("freshness.confirmPage.doneTitle")}
            </h1>
            <p className={CARD_CLASSES.description} role="status">
              {props.message}
            </p>
          </div>
          <div className={`${CARD_CLASSES.content} flex flex-col gap-4`}>
            <p className="text-sm text-muted-foreground">{ordering}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to={localizePath(`/boats/${props.boat.slug}`, locale)}>
                  {t("freshness.confirmPage.viewBoat")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={localizePath(`/dashboard/boats/${props.boat.id}`, locale)}>
                  <Icon name="pencil" />
                  {t("freshness.confirmPage.edit")}
                </Link>
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className={CARD}>
          <div className={CARD_CLASSES.header}>
            <h1 className="text-2xl">{t("freshness.confirmPage.title")}</h1>
            <p className={CARD_CLASSES.description}>
              {t("freshness.confirmPage.body", {
                team: props.boat.teamName,
                title: props.boat.title,
                reference: props.boat.reference,
              })}
            </p>
          </div>
          <div className={`${CARD_CLASSES.content} flex flex-col gap-4`}>
            {props.boat.lastConfirmedAt ? (
              <p className="text-sm">
                {t("freshness.confirmPage.lastConfirmed", {
                  date: formatDate(props.boat.lastConfirmedAt, locale, "long"),
                })}
              </p>
            ) : null}
            {props.boat.isHidden ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
                {t("freshness.confirmPage.hidden")}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">{ordering}</p>
            <Form method="post" className="flex flex-wrap gap-3">
              <Button type="submit" size="lg" disabled={isSubmitting}>
                <Icon name="circle-check" />
                {t("freshness.confirmPage.confirm")}
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={localizePath(`/dashboard/boats/${props.boat.id}`, locale)}>
                  <Icon name="pencil" />
                  {t("freshness.confirmPage.edit")}
                </Link>
              </Button>
            </Form>
          </div>
        </div>
      )}
    </div>
  );
}
