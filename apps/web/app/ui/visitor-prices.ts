import { useRouteLoaderData } from "react-router";
import type { VisitorPrices } from "#app/lib/approx-price.ts";

/**
 * The visitor's currency and the exchange rates, from the root loader (lib/visitor-currency.server.ts). Its own
 * module so that the footer, in every page's shell, does not bring `ApproxPrice` (ui/approx-price.tsx) into the
 * first view of pages that show no price.
 */
export function useVisitorPrices(): VisitorPrices | null {
  return (useRouteLoaderData("root") as { prices?: VisitorPrices | null } | undefined)?.prices ?? null;
}
