/**
 * The compare page's content (features/compare/routes/compare.tsx): the heading, "only differences" and
 * "clear", and the table of 2 to 4 boats, whose rows the loader formats (compare-table.server.ts).
 */
import { Form } from "react-router";
import { COMPARE_MAX, COMPARE_MIN } from "#app/features/compare/compare-limits.ts";
import { withApproximation } from "#app/features/compare/compare-price.ts";
import type { CompareSection } from "#app/features/compare/compare-table.server.ts";
import type { VisitorPrices } from "#app/lib/approx-price.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { BoatPhoto } from "#app/ui/boat-photo.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { IntentButton } from "#app/ui/form/intent-button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { TableFrame } from "#app/ui/list/table-frame.tsx";
import type { CardPhoto } from "#app/ui/photo-set.ts";

/** A boat's column head: what the loader sends of it. */
export interface CompareBoat {
  id: number;
  slug: string;
  title: string;
  language: string;
  photo: CardPhoto | null;
  price: { amount: number; currency: string } | null;
}

export interface ComparePageProps {
  boats: CompareBoat[];
  sections: CompareSection[];
  /** Boats picked or named that could not be shown (sold, removed). */
  missing: number;
  /** The boats come from a shared link (`?boats=`), not from the visitor's picks: nothing to remove. */
  isShared: boolean;
  onlyDifferences: boolean;
  /** The visitor's currency and rates (root loader), for the prices' approximations. */
  prices: VisitorPrices | null;
}

/**
 * The page's content (a static part, lib/static-part.tsx): it only shows its props, the page's texts and links;
 * its forms (clear, remove) post to the page's action, which the route's frame (compare-frame.tsx) does
 * client-side, as their `<Form>` did.
 */
export function ComparePage({
  boats,
  sections,
  missing,
  isShared,
  onlyDifferences,
  prices,
}: ComparePageProps) {
  const t = useT();
  const locale = useLocale();
  const here = localizePath("/compare", locale);
  const sharedQuery = isShared ? `boats=${boats.map((b) => b.id).join(",")}` : "";
  const toggleHref = `${here}?${[sharedQuery, onlyDifferences ? "" : "only=differences"].filter(Boolean).join("&")}`;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1>{t("compare.title")}</h1>
          <p className="text-muted-foreground">
            {t("compare.subtitle", { min: COMPARE_MIN, max: COMPARE_MAX })}
          </p>
        </div>
        {boats.length >= COMPARE_MIN ? (
          <div className="flex flex-wrap gap-2">
            <Link
              // Its id: the frame gives it the focus back when this part's first render replaces it.
              id="compare-toggle"
              to={toggleHref.replace(/\?$/, "")}
              className={buttonVariants({ variant: "outline" })}
            >
              {t(onlyDifferences ? "compare.showAll" : "compare.onlyDifferences")}
            </Link>
            {isShared ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="clear" />
                <Button type="submit" variant="ghost">
                  <Icon name="x" aria-hidden="true" />
                  {t("compare.clear")}
                </Button>
              </Form>
            )}
          </div>
        ) : null}
      </div>
      {missing > 0 ? (
        <p role="status" className="rounded-md border bg-muted p-3 text-sm">
          {t("compare.missing", { count: missing })}
        </p>
      ) : null}
      {boats.length < COMPARE_MIN ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p>{t("compare.empty", { min: COMPARE_MIN, count: boats.length })}</p>
          <Link to={localizePath("/boats", locale)} className={buttonVariants()}>
            <Icon name="search" aria-hidden="true" />
            {t("compare.browse")}
          </Link>
        </div>
      ) : (
        <CompareTable boats={boats} sections={sections} isShared={isShared} prices={prices} />
      )}
    </>
  );
}

/** A first column of labels and about 10rem a boat: narrower, the table scrolls sideways. */
const TABLE_MIN_WIDTH: Record<number, string> = {
  2: "min-w-[28rem]",
  3: "min-w-[38rem]",
  4: "min-w-[48rem]",
};

function CompareTable({
  boats,
  sections,
  isShared,
  prices,
}: Pick<ComparePageProps, "boats" | "sections" | "isShared" | "prices">) {
  const t = useT();
  const locale = useLocale();
  const columns = boats.length;
  return (
    <TableFrame label={t("compare.tableLabel")}>
      <table className={cn("w-full border-collapse text-sm", TABLE_MIN_WIDTH[columns])}>
        <caption className="sr-only">{t("compare.caption", { count: columns })}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 bg-background p-2 sm:w-48" />
            {boats.map((boat) => (
              <th key={boat.id} scope="col" className="p-2 align-top text-left font-normal">
                <div className="flex w-40 flex-col gap-2 sm:w-auto">
                  <BoatPhoto photo={boat.photo} sizes="(min-width: 640px) 240px, 160px" />
                  <Link
                    to={localizePath(`/boats/${boat.slug}`, locale)}
                    className="font-semibold leading-snug"
                    lang={boat.language}
                  >
                    {boat.title}
                  </Link>
                  {isShared ? null : (
                    <IntentButton
                      intent="remove"
                      fields={{ boatId: boat.id }}
                      icon="x"
                      label={t("compare.remove")}
                      aria-label={t("compare.removeBoat", { title: boat.title })}
                    />
                  )}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.title}>
            <tr>
              <th
                scope="colgroup"
                colSpan={columns + 1}
                className="bg-muted px-3 py-2 text-left text-base font-semibold"
              >
                {section.title}
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr
                key={row.label}
                className={cn("border-t", row.isDifferent && "bg-amber-50 dark:bg-amber-950/40")}
                data-differs={row.isDifferent || undefined}
              >
                <th
                  scope="row"
                  className={cn(
                    "sticky left-0 z-10 px-3 py-2 text-left align-top font-medium",
                    row.isDifferent ? "bg-amber-50 dark:bg-amber-950" : "bg-background",
                  )}
                >
                  {row.label}
                  {row.isDifferent ? (
                    <span className="mt-0.5 block text-xs font-normal text-amber-900 dark:text-amber-200">
                      {t("compare.differs")}
                    </span>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={boats[index]!.id} className="px-3 py-2 align-top">
                    {value !== null && row.isPrice
                      ? withApproximation(value, boats[index]!.price, prices, locale)
                      : (value ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">{t("compare.notStated")}</span>
                          </>
                        ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </TableFrame>
  );
}
