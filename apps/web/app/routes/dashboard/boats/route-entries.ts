/**
 * The seller's boat pages, mounted inside the dashboard layout by routes.ts (for every locale), so its
 * auth guard runs for the pages and for the resource routes the editor calls (options, photo uploads).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function boatRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("boats", "routes/dashboard/boats/list.tsx", id("dashboard/boats")),
    route("boats/new", "routes/dashboard/boats/new.tsx", id("dashboard/boats/new")),
    route("boats/:boatId", "routes/dashboard/boats/editor.tsx", id("dashboard/boats/editor")),
    route(
      "boats/:boatId/photos",
      "routes/dashboard/boats/photo-upload.ts",
      id("dashboard/boats/photo-upload"),
    ),
    route(
      "boats/options/brands",
      "routes/dashboard/boats/brand-options.ts",
      id("dashboard/boats/brand-options"),
    ),
    route(
      "boats/options/brands/:brandId/models",
      "routes/dashboard/boats/model-options.ts",
      id("dashboard/boats/model-options"),
    ),
  ];
}
