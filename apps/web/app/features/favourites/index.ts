/** The public entry of the favourites feature: the heart and its provider (browser-safe). */
export { FavouriteButton } from "./components/favourite-button.tsx";
export { FavouritesProvider } from "./components/favourites-context.tsx";
