import { createContext, type ReactNode, useContext } from "react";

/** The ids of the boats the visitor picked to compare (the compare cookie), in the order picked. */
const CompareContext = createContext<readonly number[]>([]);

export function CompareProvider({ ids, children }: { ids: number[]; children: ReactNode }) {
  return <CompareContext value={ids}>{children}</CompareContext>;
}

export function useCompareIds(): readonly number[] {
  return useContext(CompareContext);
}
