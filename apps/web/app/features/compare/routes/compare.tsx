/**
 * /compare: 2 to 4 boats side by side, every specification in the visitor's language and units, the rows where
 * they differ marked (colour and words, so not by colour alone), "only differences" a link away. The boats are
 * the visitor's picks (the compare cookie) or the ones a shared link names (`?boats=12,34`). On a phone the
 * table scrolls sideways under a fixed first column. Its action adds, removes or clears picks.
 */
import type { Locale } from "@keel/contracts/locales";
import { type TPublicBoat, ZPublicBoat } from "@keel/contracts/public-boat";
import { data } from "react-router";
import { COMPARE_MAX, COMPARE_MIN } from "#app/features/compare/compare-limits.ts";
import { compareCookie, parseCompareIds, readCompareIds } from "#app/features/compare/compare-list.server.ts";
import { compareSections } from "#app/features/compare/compare-table.server.ts";
import { CompareFrame } from "#app/features/compare/components/compare-frame.tsx";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { safeRedirectTarget } from "#app/lib/safe-redirect.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { redirectWithToast } from "#app/ui/form/submit.server.ts";
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

/**
 * The page's content is a static part (lib/static-part.tsx; client JS budget, decision 022): its code loads
 * only when what it shows changes (another choice of boats, "only differences") or on a client-side navigation
 * to the page. The hydrated frame around it takes its forms' submit (compare-frame.tsx).
 */
const ComparePage = staticPart("compare-page", () =>
  import("#app/features/compare/components/compare-page.tsx").then((module) => module.ComparePage),
);

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { boats, sections, missing, isShared, onlyDifferences } = loaderData;
  // A value of the root loader that can change: a prop, so that a change renders the part.
  const prices = useVisitorPrices();
  return (
    <CompareFrame className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <ComparePage
        boats={boats}
        sections={sections}
        missing={missing}
        isShared={isShared}
        onlyDifferences={onlyDifferences}
        prices={prices}
      />
    </CompareFrame>
  );
}
