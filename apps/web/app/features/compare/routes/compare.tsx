/**
 * /compare: 2 to 4 boats side by side, every specification in the visitor's language and units, the rows where
 * they differ marked (colour and words, so not by colour alone), "only differences" a link away. The boats are
 * the visitor's picks (the compare cookie) or the ones a shared link names (`?boats=12,34`). On a phone the
 * table scrolls sideways under a fixed first column. Its action adds, removes or clears picks.
 */
import type { Locale } from "@keel/contracts/locales";
import { type TPublicBoat, ZPublicBoat } from "@keel/contracts/public-boat";
import { data, Form, Link } from "react-router";
import { COMPARE_MAX, COMPARE_MIN } from "#app/features/compare/compare-limits.ts";
import { compareCookie, parseCompareIds, readCompareIds } from "#app/features/compare/compare-list.server.ts";
import { withApproximation } from "#app/features/compare/compare-price.ts";
import { type CompareSection, compareSections } from "#app/features/compare/compare-table.server.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { cn } from "#app/lib/cn.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { safeRedirectTarget } from "#app/lib/safe-redirect.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { BoatPhoto } from "#app/ui/boat-photo.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { IntentButton } from "#app/ui/form/intent-button.tsx";
import { redirectWithToast } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { TableFrame } from "#app/ui/list/table-frame.tsx";
import { useVisitorPrices } from "#app/ui/visitor-prices.ts";
import type { Route } from "./+types/compare";

async function loadBoat(id: number, locale: Locale, request: Request, context: Route.LoaderArgs["context"]) {
  try {
    return await apiRequest(`boats/by-id/${id}`, {
      ...apiContext(context, request),
      query: { locale },
      schema: ZPublicBoat,
    });
  } catch (error) {
    // Sold, withdrawn or unknown since it was picked: left out, and the page says how many.
    if (isApiError(error, 404) || isApiError(error, 410)) return null;
    throw error;
  }
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  // `?boats=1,2` (a shared link) or `?boats=1&boats=2` (the favourites page's form).
  const picked = url.searchParams.getAll("boats");
  const shared = picked.length > 0 ? picked.join(",") : null;
  const ids = shared === null ? readCompareIds(request) : parseCompareIds(shared);
  const found = await Promise.all(ids.map((id) => loadBoat(id, locale, request, context)));
  const boats = found.filter((boat): boat is TPublicBoat => boat !== null);
  const onlyDifferences = url.searchParams.get("only") === "differences";
  // The table's rows formatted here: the browser does without the boat page's formatting code.
  const sections =
    boats.length < COMPARE_MIN
      ? []
      : compareSections(boats, t, locale)
          .map((section) => ({
            ...section,
            rows: onlyDifferences ? section.rows.filter((r) => r.isDifferent) : section.rows,
          }))
          .filter((section) => section.rows.length > 0);
  return {
    meta: { title: t("compare.metaTitle"), noIndex: true },
    // What the table's head and the prices' approximations show of each boat.
    boats: boats.map((boat) => ({
      id: boat.id,
      slug: boat.slug,
      title: boat.title,
      language: boat.language,
      photo: boat.photos[0]?.image ?? null,
      price: boat.price && !boat.isPriceOnRequest ? boat.price : null,
    })),
    sections,
    missing: ids.length - boats.length,
    isShared: shared !== null,
    onlyDifferences,
  };
}

type CompareBoat = Route.ComponentProps["loaderData"]["boats"][number];

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  const intent = formText(form, "intent");
  const rawId = formText(form, "boatId");
  const back = safeRedirectTarget(formText(form, "back")) ?? localizePath("/compare", locale);
  let ids = readCompareIds(request);
  let message: string;
  if (intent === "clear") {
    ids = [];
    message = t("compare.cleared");
  } else if ((intent === "add" || intent === "remove") && /^[1-9][0-9]{0,9}$/.test(rawId)) {
    const boatId = Number(rawId);
    if (intent === "remove") {
      ids = ids.filter((id) => id !== boatId);
      message = t("compare.removed");
    } else if (ids.includes(boatId)) {
      message = t("compare.added");
    } else if (ids.length >= COMPARE_MAX) {
      return data({ error: { message: t("compare.full", { max: COMPARE_MAX }) } }, { status: 409 });
    } else {
      ids = [...ids, boatId];
      message = t("compare.added");
    }
  } else {
    throw data(null, { status: 400 });
  }
  const headers = new Headers({ "Set-Cookie": compareCookie(ids) });
  // A plain form post (no JavaScript) comes back to its page; a fetcher stays and its loaders reload.
  if (request.headers.get("Accept")?.includes("text/html")) return redirectWithToast(back, message, headers);
  return data({ message }, { headers });
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { boats, sections, missing, isShared, onlyDifferences } = loaderData;
  const here = localizePath("/compare", locale);
  const sharedQuery = isShared ? `boats=${boats.map((b) => b.id).join(",")}` : "";
  const toggleHref = `${here}?${[sharedQuery, onlyDifferences ? "" : "only=differences"].filter(Boolean).join("&")}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1>{t("compare.title")}</h1>
          <p className="text-muted-foreground">
            {t("compare.subtitle", { min: COMPARE_MIN, max: COMPARE_MAX })}
          </p>
        </div>
        {boats.length >= COMPARE_MIN ? (
          <div className="flex flex-wrap gap-2">
            <Link to={toggleHref.replace(/\?$/, "")} className={buttonVariants({ variant: "outline" })}>
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
        <CompareTable boats={boats} sections={sections} isShared={isShared} />
      )}
    </div>
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
}: {
  boats: CompareBoat[];
  sections: CompareSection[];
  isShared: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const prices = useVisitorPrices();
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
