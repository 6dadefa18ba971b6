import { describe, expect, it } from "vitest";
import { type ManifestRoute, routeModulesFor } from "./use-route-preload.ts";

const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: "/assets/root.js" },
  "public/layout": { id: "public/layout", parentId: "root", module: "/assets/layout.js" },
  "public/home": { id: "public/home", parentId: "public/layout", index: true, module: "/assets/home.js" },
  "public/boat": {
    id: "public/boat",
    parentId: "public/layout",
    path: "boats/:slug",
    module: "/assets/boat.js",
  },
  "fr/boat": {
    id: "fr/boat",
    parentId: "public/layout",
    path: "fr/boats/:slug",
    module: "/assets/boat-fr.js",
  },
};

describe("the route modules a path needs", () => {
  it("are its branch of the manifest, root first", () => {
    expect(routeModulesFor(routes, "/boats/riva-1")).toEqual([
      "/assets/root.js",
      "/assets/layout.js",
      "/assets/boat.js",
    ]);
    expect(routeModulesFor(routes, "/")).toEqual(["/assets/root.js", "/assets/layout.js", "/assets/home.js"]);
    expect(routeModulesFor(routes, "/fr/boats/riva-1").at(-1)).toBe("/assets/boat-fr.js");
  });

  it("are none for a path the manifest does not know", () => {
    expect(routeModulesFor(routes, "/dashboard/boats")).toEqual([]);
  });
});
