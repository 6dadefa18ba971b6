import { describe, expect, it } from "vitest";
import { requireAdmin, requireGuest, requireUser } from "./guards.server.ts";
import { routeMiddleware } from "./route-middleware.server.ts";

describe("routeMiddleware", () => {
  it("gives the guards of the names, in order", () => {
    expect(routeMiddleware("auth", "admin")).toEqual([requireUser, requireAdmin]);
    expect(routeMiddleware("guest")).toEqual([requireGuest]);
    expect(routeMiddleware()).toEqual([]);
  });

  it.each(["admn", "Auth", "toString", "__proto__", ""])(
    "fails with 'Unknown route middleware' for %j",
    (name) => {
      expect(() => routeMiddleware("auth", name)).toThrow(/^Unknown route middleware/);
    },
  );
});
