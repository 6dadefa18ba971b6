/**
 * Dashboard landing (docs/product.md, Screens: boats, messages received, statistics): a welcome, the latest messages
 * received next to the team's latest boats, and the statistics of the period in the URL (`?period=`). Each
 * block loads on its own: one the API cannot give says so without failing the page. A user without a team is a
 * buyer: they see the buyer's home (favourites, enquiries, saved searches, a way to start selling).
 */

import { ZTeamBoatList } from "@keel/contracts/boat-editor";
import { ZConversationList } from "@keel/contracts/messages";
import { ZStatistics } from "@keel/contracts/statistics";
import { useOutletContext } from "react-router";
import { loadBuyerHome } from "#app/features/buyer/index.server.ts";
import { BuyerHome } from "#app/features/buyer/index.ts";
import { findTeamApi } from "#app/features/messages/index.server.ts";
import { LatestBoats, LatestMessages } from "#app/features/messages/index.ts";
import { StatisticsSummary } from "#app/features/statistics/components/statistics-summary.tsx";
import { parseRange } from "#app/features/statistics/statistics-range.server.ts";
import { parsePeriod } from "#app/features/statistics/statistics-view.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import type { DashboardContext } from "#app/shell/routes/dashboard-layout.tsx";
import type { Route } from "./+types/dashboard-home";

const LATEST_MESSAGES = 5;
const LATEST_BOATS = 6;
const TOP_BOATS = 5;

/** A block's data, or null when the API could not give it (logged; the block says so). */
async function orNull<T>(what: string, pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    console.error(`dashboard home: could not load ${what}`, error);
    return null;
  }
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("dashboard.metaTitle"), noIndex: true };
  const api = findTeamApi(request, context);
  if (!api) return { meta, home: null, buyer: await loadBuyerHome(request, context) };
  const period = parsePeriod(url.searchParams);
  const { range, errors: rangeErrors } = parseRange(url.searchParams);
  const [messages, boats, statistics] = await Promise.all([
    orNull(
      "messages",
      api.call("conversations", { query: { view: "inbox", pageSize: 12 }, schema: ZConversationList }),
    ),
    orNull(
      "boats",
      api.call("boats", { query: { sort: "updated_desc", pageSize: 12 }, schema: ZTeamBoatList }),
    ),
    orNull(
      "statistics",
      api.call("statistics", { query: { period, top: TOP_BOATS, ...range }, schema: ZStatistics }),
    ),
  ]);
  return {
    meta,
    home: {
      messages: messages && {
        items: messages.items
          .slice(0, LATEST_MESSAGES)
          .map(({ id, boat, buyer, preview, isRead, isArchived, leadStatus, lastMessageAt }) => ({
            id,
            boat,
            buyer,
            preview,
            isRead,
            isArchived,
            leadStatus,
            lastMessageAt,
          })),
        unreadCount: messages.unreadCount,
      },
      boats: boats && {
        items: boats.items
          .slice(0, LATEST_BOATS)
          .map(({ id, title, status, photo, updatedAt }) => ({ id, title, status, photo, updatedAt })),
        total: boats.total,
      },
      statistics,
      isCustomRange: range !== null,
      rangeErrors,
      now: new Date().toISOString(),
    },
    buyer: null,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user, currentTeam } = useOutletContext<DashboardContext>();
  const { home } = loaderData;
  return (
    <div className="flex max-w-6xl flex-col gap-8">
      <div>
        <h1>{t("dashboard.home.title", { name: user.firstName || user.email })}</h1>
        {currentTeam ? (
          <p className="mt-1 text-muted-foreground">
            {t("dashboard.home.teamLine", {
              team: currentTeam.name,
              role: t(`team.role.${currentTeam.role}`),
            })}
          </p>
        ) : (
          <p className="mt-1 text-muted-foreground">{t("buyer.home.subtitle")}</p>
        )}
      </div>
      {home ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <LatestMessages messages={home.messages} now={home.now} />
            <LatestBoats boats={home.boats} now={home.now} />
          </div>
          <StatisticsSummary
            statistics={home.statistics}
            isCustomRange={home.isCustomRange}
            rangeErrors={home.rangeErrors}
            today={home.now.slice(0, 10)}
          />
        </>
      ) : loaderData.buyer ? (
        <BuyerHome home={loaderData.buyer} />
      ) : null}
    </div>
  );
}
