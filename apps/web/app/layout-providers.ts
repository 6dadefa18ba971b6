/**
 * The favourites' and compare's providers for the public layout (shell/routes/public-layout.tsx), taken from
 * their modules rather than from the features' entries (index.ts), which also export the heart and the compare
 * button: the shell's chunk takes everything its modules import (vite.config.ts), so through the entries every
 * page's first view carried the two buttons (0.8 kB gzipped), which only the pages showing boats use
 * (docs/decisions/022-client-js-budget.md). A root module, which boundaries.test.ts lets reach inside features.
 */
export { CompareProvider } from "#app/features/compare/components/compare-context.tsx";
export { FavouritesProvider } from "#app/features/favourites/components/favourites-context.tsx";
