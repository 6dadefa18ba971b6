/**
 * /dashboard/boats/new: a title (and optionally the type) creates a draft, then the editor opens on it with
 * everything else. Starting small means nothing typed is ever lost to a half-filled form.
 */

import { ZBoatDetail } from "@keel/contracts/boat-editor";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { findCatalog, requireBoatsTeam, toActionError } from "#app/features/boats/boats.server.ts";
import { PlanRestrictedNotice } from "#app/features/boats/components/plan-notice.tsx";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { flashCookie } from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, team, catalog] = await Promise.all([
    getTranslator(context),
    requireBoatsTeam(request, context),
    findCatalog(request, context),
  ]);
  return {
    meta: { title: t("boats.new.metaTitle"), noIndex: true },
    canPostBoats: team.plan.canPostBoats,
    boatTypes: (catalog?.boatTypes ?? []).map(({ id, label }) => ({ id, label })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const TITLE_MIN = 3;
const TITLE_MAX = 140;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = await getTranslator(context);
  const title = String(form.get("title") ?? "").trim();
  const boatTypeId = Number(form.get("boatTypeId")) || null;
  const fail = (error: string, status = 400) => data({ error, title, boatTypeId }, { status });
  if (title.length < TITLE_MIN) return fail(t("editor.error.tooShort", { limit: TITLE_MIN }));
  if (title.length > TITLE_MAX) return fail(t("editor.error.tooLong", { limit: TITLE_MAX }));

  const team = await requireBoatsTeam(request, context);
  let boat: z.infer<typeof ZCreated>;
  try {
    boat = await apiRequest(`teams/${team.id}/boats`, {
      ...userApiContext(context, request),
      method: "POST",
      body: { title, ...(boatTypeId ? { boatTypeId } : {}) },
      schema: ZCreated,
    });
  } catch (error) {
    const problem = toActionError(error);
    if (problem.code === "PLAN_RESTRICTED") return fail(t("plan.restricted"), 403);
    const detail = problem.details[0];
    if (detail?.path === "body.boatTypeId") return fail(t("editor.error.unknownReference"));
    return fail(problem.message);
  }
  const target = localizePath(`/dashboard/boats/${boat.id}`, context.get(localeContext));
  return redirect(target, {
    headers: { "Set-Cookie": flashCookie(boat.message) },
  });
}

const ZCreated = ZBoatDetail.pick({ id: true }).extend({ message: z.string() });

export default function NewBoat({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const isSubmitting = useNavigation().state === "submitting";
  const { canPostBoats, boatTypes } = loaderData;
  const error = actionData?.error;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <nav aria-label={t("editor.breadcrumb")} className="text-sm">
        <Link to={localizePath("/dashboard/boats", locale)}>{t("boats.title")}</Link>
      </nav>
      {canPostBoats ? null : <PlanRestrictedNotice />}
      <Card>
        <CardHeader>
          <h1 className="text-2xl">{t("boats.new.title")}</h1>
          <CardDescription>{t("boats.new.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <Label htmlFor="new-title">{t("editor.field.title")}</Label>
              <Input
                id="new-title"
                name="title"
                required
                minLength={TITLE_MIN}
                maxLength={TITLE_MAX}
                defaultValue={actionData?.title}
                placeholder={t("boats.new.titlePlaceholder")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "new-error" : "new-title-hint"}
                disabled={!canPostBoats}
              />
              <p id="new-title-hint" className="text-xs text-muted-foreground">
                {t("editor.hint.title")}
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="new-type">{t("editor.field.boatTypeId")}</Label>
              <Select
                id="new-type"
                name="boatTypeId"
                defaultValue={actionData?.boatTypeId ?? ""}
                disabled={!canPostBoats}
              >
                <option value="">{t("editor.choose")}</option>
                {boatTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.label}
                  </option>
                ))}
              </Select>
            </div>
            <div
              id="new-error"
              role="alert"
              className={error ? "flex items-start gap-2 text-sm text-destructive" : "sr-only"}
            >
              {error ? (
                <>
                  <Icon
                    name="circle-exclamation-point"
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0"
                  />
                  <span>{error}</span>
                </>
              ) : null}
            </div>
            <div className="flex gap-3">
              <Button type="submit" disabled={!canPostBoats || isSubmitting}>
                {isSubmitting ? t("boats.new.creating") : t("boats.new.create")}
              </Button>
              <Button asChild variant="ghost">
                <Link to={localizePath("/dashboard/boats", locale)}>{t("editor.cancel")}</Link>
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
