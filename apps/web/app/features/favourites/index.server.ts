/** The server-only public entry of the favourites feature. */
export { loadFavouriteIds } from "./favourites.server.ts";
