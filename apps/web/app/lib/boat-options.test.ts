import * as editor from "@keel/contracts/boat-editor";
import * as boats from "@keel/contracts/boats";
import { describe, expect, it } from "vitest";
import * as options from "./boat-options.ts";

describe("boat options", () => {
  it("match the contracts (the browser copy must not drift)", () => {
    expect(options.BOAT_STATUSES).toEqual(boats.BOAT_STATUSES);
    expect(options.HULL_MATERIALS).toEqual(editor.HULL_MATERIALS);
    expect(options.FUELS).toEqual(editor.FUELS);
    expect(options.ENGINE_TYPES).toEqual(editor.ENGINE_TYPES);
    expect(options.PROPULSIONS).toEqual(editor.PROPULSIONS);
    expect(options.VAT_STATUSES).toEqual(editor.VAT_STATUSES);
    expect(options.KEEL_TYPES).toEqual(editor.KEEL_TYPES);
    expect(options.MAX_ENGINES).toBe(editor.MAX_ENGINES);
    expect(options.MAX_PHOTOS).toBe(editor.MAX_PHOTOS);
    expect(options.MAX_FEATURES).toBe(editor.MAX_FEATURES);
    expect(options.PUBLISH_REQUIREMENTS).toEqual(editor.PUBLISH_REQUIREMENTS);
    expect(options.BOAT_ACTIONS).toEqual(editor.BOAT_ACTIONS);
    expect(options.BULK_ACTIONS).toEqual(editor.ZBulkBoatAction.shape.action.options);
    expect(options.TEAM_BOAT_SORTS).toEqual(editor.ZTeamBoatQuery.shape.sort.unwrap().options);
  });

  it("offer every action of a status and only those", () => {
    const all = Object.values(options.ACTIONS_BY_STATUS).flat();
    expect(new Set(all)).toEqual(new Set(options.BOAT_ACTIONS));
  });
});
