import { describe, expect, it } from "vitest";
import { ACTIONS_BY_STATUS, BOAT_ACTIONS, BOAT_STATUSES, BULK_ACTIONS } from "./boat-codes.ts";

describe("the listing editor's codes", () => {
  it("offer every action of a status and only those, for every status", () => {
    expect(Object.keys(ACTIONS_BY_STATUS).sort()).toEqual([...BOAT_STATUSES].sort());
    expect(new Set(Object.values(ACTIONS_BY_STATUS).flat())).toEqual(new Set(BOAT_ACTIONS));
  });

  it("bulk actions are boat actions", () => {
    for (const action of BULK_ACTIONS) expect(BOAT_ACTIONS).toContain(action);
  });
});
