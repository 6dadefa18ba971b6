import { describe, expect, it } from "vitest";
import { selectCurrentTeam } from "./team.ts";

const teams = [
  { id: 4, name: "Azur Yachting" },
  { id: 9, name: "Riviera Brokers" },
];

describe("selectCurrentTeam", () => {
  it("takes the team_id query first", () => {
    expect(selectCurrentTeam(teams, "9", "4")?.id).toBe(9);
  });

  it("takes the team_id cookie when the query is missing", () => {
    expect(selectCurrentTeam(teams, null, "9")?.id).toBe(9);
  });

  it("falls back to the first team when neither is set", () => {
    expect(selectCurrentTeam(teams, null, undefined)?.id).toBe(4);
  });

  it("gives the first team for an id that is not one of the user's teams", () => {
    expect(selectCurrentTeam(teams, "77", null)?.id).toBe(4);
    expect(selectCurrentTeam(teams, null, "77")?.id).toBe(4);
  });

  it("gives the first team, not the cookie's, for a query naming a team the user lacks", () => {
    expect(selectCurrentTeam(teams, "77", "9")?.id).toBe(4);
    expect(selectCurrentTeam(teams, "abc", "9")?.id).toBe(4);
  });

  it.each(["", "abc", "9abc", "-9", "9.0", "0", " 9", "99999999999999999999"])(
    "ignores the malformed id %j",
    (id) => {
      expect(selectCurrentTeam(teams, id, "9")?.id).toBe(4);
    },
  );

  it("answers null for a user without a team", () => {
    expect(selectCurrentTeam([], "4", "4")).toBeNull();
  });
});
