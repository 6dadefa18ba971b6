/** The public entry of the favourites feature: the hearts and their provider (browser-safe). */
export { FavouriteButton } from "./components/favourite-button.tsx";
export { FavouritesProvider, useFavouriteIds } from "./components/favourites-context.tsx";
export { HeartDelegate } from "./components/heart-delegate.tsx";
export { heartLabel } from "./components/heart-label.ts";
