/**
 * The seller's boat pages, mounted inside the dashboard layout by routes.ts (for every locale), so its
 * auth guard runs for the pages and for the resource routes the editor calls (options, photo uploads).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function boatRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats", "features/boats/routes/list.tsx", id("dashboard/boats")),
    route("boats/new", "features/boats/routes/new.tsx", id("dashboard/boats/new")),
    route("boats/:boatId", "features/boats/routes/editor.tsx", id("dashboard/boats/editor")),
    route(
      "boats/:boatId/photos",
      "features/boats/routes/photo-upload.ts",
      id("dashboard/boats/photo-upload"),
    ),
    route(
      "boats/options/brands",
      "features/boats/routes/brand-options.ts",
      id("dashboard/boats/brand-options"),
    ),
    route(
      "boats/options/brands/:brandId/models",
      "features/boats/routes/model-options.ts",
      id("dashboard/boats/model-options"),
    ),
  ];
}
