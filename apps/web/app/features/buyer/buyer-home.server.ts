/**
 * The buyer's home (the dashboard of a user without a team): their latest favourites with what changed, the
 * enquiries waiting for their answer. Each block loads on its own; one the API cannot give says so.
 */
import { ZEnquiryList, ZFavouriteList } from "@keel/contracts/buyers";
import type { RouterContextProvider } from "react-router";
import { meApi } from "./buyer-api.server.ts";

const LATEST = 4;

async function orNull<T>(what: string, pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    console.error(`buyer home: could not load ${what}`, error);
    return null;
  }
}

export async function loadBuyerHome(request: Request, context: Readonly<RouterContextProvider>) {
  const me = meApi(request, context);
  const [favourites, enquiries] = await Promise.all([
    orNull("favourites", me("favourites", { schema: ZFavouriteList })),
    orNull("enquiries", me("conversations", { schema: ZEnquiryList })),
  ]);
  return {
    favourites: favourites && {
      total: favourites.total,
      changed: favourites.items.filter((f) => f.changes.price !== null || f.changes.status !== null).length,
      items: favourites.items.slice(0, LATEST),
    },
    enquiries: enquiries && {
      total: enquiries.total,
      awaiting: enquiries.items.filter((e) => e.isAwaitingBuyer).length,
      items: enquiries.items.slice(0, LATEST),
    },
  };
}

export type BuyerHomeData = Awaited<ReturnType<typeof loadBuyerHome>>;
