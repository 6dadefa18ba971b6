import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "#app/lib/api-client.server.ts";
import { dataOf, postArgs, SESSION_TOKEN, warmTranslator } from "#app/lib/route-args.fixture.ts";
import type { FormFailure } from "#app/ui/form/form-state.ts";
import { action } from "./team.tsx";

vi.mock("#app/lib/api-client.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/lib/api-client.server.ts")>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest);

const post = (fields: Record<string, string>) =>
  action(postArgs("/fr/dashboard/settings/team", fields) as unknown as Parameters<typeof action>[0]);

describe("the team settings action", () => {
  beforeAll(() => warmTranslator(), 30_000);
  beforeEach(() => api.mockReset());

  it("deletes the current team, forgets it and says so on the dashboard", async () => {
    api.mockResolvedValueOnce({ message: "Équipe supprimée" });
    const response = (await post({ intent: "deleteTeam", confirmName: "Blue Yachts" })) as Response;
    expect(api).toHaveBeenCalledWith(
      "teams/3",
      expect.objectContaining({
        method: "DELETE",
        body: { confirmName: "Blue Yachts" },
        token: SESSION_TOKEN,
      }),
    );
    expect(response.headers.get("Location")).toBe("/fr/dashboard");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^team_id=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(
      cookies.some((cookie) => cookie.startsWith(`flash=${encodeURIComponent("Équipe supprimée")}`)),
    ).toBe(true);
  });

  it("keeps the page, in French, when the API refuses the team's name", async () => {
    api.mockRejectedValueOnce(
      new ApiError(422, "validation_failed", "Confirmation incorrecte", [
        { path: "body.confirmName", code: "confirm_mismatch", message: "Confirmation does not match" },
      ]),
    );
    const { body, status } = dataOf<FormFailure>(await post({ intent: "deleteTeam", confirmName: "Blue" }));
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: "deleteTeam",
      ok: false,
      fieldErrors: { confirmName: "Saisissez le nom de l’équipe exactement tel qu’il est écrit." },
      values: { confirmName: "Blue" },
    });
  });

  it("answers an unknown intent with the form's summary and calls nothing", async () => {
    const { status, body } = dataOf<FormFailure>(await post({ intent: "transfer" }));
    expect(status).toBe(400);
    expect(body.formError).toBe("Certains champs sont à corriger. Corrigez-les puis réessayez.");
    expect(api).not.toHaveBeenCalled();
  });
});
