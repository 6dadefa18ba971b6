/**
 * The catalog screens of the back office, mounted inside the admin layout by routes.ts (for every locale).
 * The five translated lists share two modules, told apart by their path (features/admin/catalog/catalog-lists.ts): one list
 * page and one value page, which also serves "new". Brands and brand models have pages of their own.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { REFERENCE_KINDS } from "#app/features/admin/catalog/catalog-lists.ts";

type RouteId = (name: string) => { id: string };

export function catalogRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("brands", "features/admin/catalog/routes/brand-list.tsx", id("admin/brands")),
    route("brands/new", "features/admin/catalog/routes/brand-item.tsx", id("admin/brands/new")),
    route("brands/:id", "features/admin/catalog/routes/brand-item.tsx", id("admin/brands/item")),
    route("brand-models", "features/admin/catalog/routes/model-list.tsx", id("admin/brand-models")),
    route("brand-models/new", "features/admin/catalog/routes/model-item.tsx", id("admin/brand-models/new")),
    route("brand-models/:id", "features/admin/catalog/routes/model-item.tsx", id("admin/brand-models/item")),
    ...REFERENCE_KINDS.flatMap((kind) => [
      route(kind, "features/admin/catalog/routes/reference-list.tsx", id(`admin/${kind}`)),
      route(`${kind}/new`, "features/admin/catalog/routes/reference-item.tsx", id(`admin/${kind}/new`)),
      route(`${kind}/:id`, "features/admin/catalog/routes/reference-item.tsx", id(`admin/${kind}/item`)),
    ]),
  ];
}
