import { createContext, type ReactNode, useContext, useMemo } from "react";

/** The signed-in visitor's favourite boat ids; null for a guest (their heart asks them to sign in). */
const FavouritesContext = createContext<ReadonlySet<number> | null>(null);

export function FavouritesProvider({ ids, children }: { ids: number[] | null; children: ReactNode }) {
  const set = useMemo(() => (ids ? new Set(ids) : null), [ids]);
  return <FavouritesContext value={set}>{children}</FavouritesContext>;
}

export function useFavouriteIds(): ReadonlySet<number> | null {
  return useContext(FavouritesContext);
}
