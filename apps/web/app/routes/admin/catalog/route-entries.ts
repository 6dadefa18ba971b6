/**
 * The catalog screens of the back office, mounted inside the admin layout by routes.ts (for every locale).
 * The five translated lists share two modules, told apart by their path (lib/catalog-lists.ts): one list
 * page and one value page, which also serves "new". Brands and brand models have pages of their own.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { REFERENCE_KINDS } from "../../../lib/catalog-lists.ts";

type RouteId = (name: string) => { id: string };

export function catalogRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("brands", "routes/admin/catalog/brand-list.tsx", id("admin/brands")),
    route("brands/new", "routes/admin/catalog/brand-item.tsx", id("admin/brands/new")),
    route("brands/:id", "routes/admin/catalog/brand-item.tsx", id("admin/brands/item")),
    route("brand-models", "routes/admin/catalog/model-list.tsx", id("admin/brand-models")),
    route("brand-models/new", "routes/admin/catalog/model-item.tsx", id("admin/brand-models/new")),
    route("brand-models/:id", "routes/admin/catalog/model-item.tsx", id("admin/brand-models/item")),
    ...REFERENCE_KINDS.flatMap((kind) => [
      route(kind, "routes/admin/catalog/reference-list.tsx", id(`admin/${kind}`)),
      route(`${kind}/new`, "routes/admin/catalog/reference-item.tsx", id(`admin/${kind}/new`)),
      route(`${kind}/:id`, "routes/admin/catalog/reference-item.tsx", id(`admin/${kind}/item`)),
    ]),
  ];
}
