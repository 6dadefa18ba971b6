/**
 * Counts a boat's detail view for the seller's statistics, without waiting for it and never for crawlers.
 * The visitor is their address (the API stores only a hash). A rendered boat page has the API count it with
 * the boat it asks for (`view=detail`, boat-page.server.ts); the web server posts one for each copy of a boat
 * page it serves from the page cache (page-cache.server.ts).
 */
import { isbot } from "isbot";
import { z } from "zod";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";

export function countDetailView(
  boatId: number,
  visitor: { clientIp: string | null | undefined; userAgent: string | null | undefined; locale?: string },
): void {
  const { clientIp, userAgent, locale } = visitor;
  if (!countsAsView(userAgent)) return;
  void apiRequest(`boats/${boatId}/events`, {
    method: "POST",
    locale,
    clientIp,
    userAgent,
    body: { kind: "detail_view", ...(clientIp ? { visitor: clientIp } : {}) },
    schema: z.unknown(),
    timeoutMs: 3000,
  }).catch((error: unknown) => {
    // The API limits how many views one address counts: beyond that, a refusal is the expected answer.
    if (isApiError(error, 429)) return;
    console.warn("boat page: could not count the view", error);
  });
}

/** A page served to this user agent is a detail view: a browser's, not a crawler's (nor an unnamed client's). */
export function countsAsView(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && !isbot(userAgent);
}
