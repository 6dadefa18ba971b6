/** The public entry of the favourites feature: the hearts and their provider (browser-safe). */

export { HeartForm } from "./components/favourite-button.tsx";
export { FavouritesProvider } from "./components/favourites-context.tsx";
export { HeartDelegate } from "./components/heart-delegate.tsx";
