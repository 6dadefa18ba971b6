/**
 * Back office: possible duplicate listings (decision 025). Each pair of other teams' boats that share a hull
 * identification number, or brand, model, year, length and place, side by side: dismiss it as two different
 * boats, or open either boat's moderation page. Nothing is merged or hidden by the flag itself.
 */
import { ZMessage } from "@keel/contracts/common";
import { ZDuplicateList, ZDuplicateListQuery } from "@keel/contracts/freshness";
import { DUPLICATE_FILTERS } from "@keel/contracts/freshness-codes";
import { data } from "react-router";
import { DuplicatePairs } from "#app/features/admin/duplicates/components/duplicate-pairs.tsx";
import { toActionError } from "#app/features/boats/index.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { adminApi } from "#app/ui/form/submit.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/duplicates";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  // A bad page or filter in the address falls back to the first page of pairs to review.
  const parsed = ZDuplicateListQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : ZDuplicateListQuery.parse({});
  const list = await adminApi(context, request)("boat-duplicates", { query, schema: ZDuplicateList });
  return { meta: { title: t("duplicates.title"), noIndex: true }, list, status: query.status };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("pairId"));
  if (form.get("intent") !== "dismiss" || !Number.isSafeInteger(id) || id <= 0) {
    throw data("Bad request", { status: 400 });
  }
  try {
    return await adminApi(context, request)(`boat-duplicates/${id}/dismiss`, {
      method: "POST",
      schema: ZMessage,
    });
  } catch (error) {
    const { message } = toActionError(error);
    return data({ error: { message } }, { status: 400 });
  }
}

export default function DuplicatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  useApiMessageToast(actionData);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("duplicates.title")} description={t("duplicates.intro")} />
      <DuplicatePairs list={loaderData.list} status={loaderData.status} filters={DUPLICATE_FILTERS} />
    </div>
  );
}
