/**
 * What the search page's first-view code (its frame) and its static parts share: the form's and the panel's
 * ids, and the filters' data.
 */
import type { Facets } from "#app/features/search/search-facets.ts";

/** id of the search form; the keyword box, sort and page size sit elsewhere and join it with `form=`. */
export const SEARCH_FORM_ID = "boat-search";

/** id of the filter panel (a sidebar on wide screens, a dialog on phones, `#filters` without JavaScript). */
export const FILTERS_ID = "filters";

export interface FilterData {
  facets: Facets;
  catalog: {
    boatTypes: Array<{ code: string; label: string }>;
    conditions: Array<{ code: string; label: string }>;
    equipmentTypes: Array<{
      code: string;
      label: string;
      equipments: Array<{ code: string; label: string }>;
    }>;
  } | null;
  brand: { slug: string; name: string; models: Array<{ slug: string; name: string }> } | null;
  total: number | null;
}
