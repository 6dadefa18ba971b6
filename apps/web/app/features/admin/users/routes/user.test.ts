import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { dataOf, postArgs, SESSION_TOKEN, warmTranslator } from "#app/lib/route-args.fixture.ts";
import type { ActionConfirm } from "#app/ui/form/action-result.ts";
import { action } from "./user.tsx";

vi.mock("#app/lib/api-client.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/lib/api-client.server.ts")>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest);

const post = (fields: Record<string, string>, id = "7") =>
  action(
    postArgs(`/fr/admin/users/${id}`, fields, { params: { id } }) as unknown as Parameters<typeof action>[0],
  );

describe("the back office's user action", () => {
  beforeAll(() => warmTranslator(), 30_000);
  beforeEach(() => api.mockReset());

  it("asks for confirmation before deactivating an account posted without JavaScript", async () => {
    const { body } = dataOf<ActionConfirm>(await post({ intent: "status", status: "inactive" }));
    expect(body).toEqual({ intent: "status", confirm: { fields: { intent: "status", status: "inactive" } } });
    expect(api).not.toHaveBeenCalled();
  });

  it("deactivates once confirmed, as the signed-in admin, and comes back with the API's message", async () => {
    api.mockResolvedValueOnce({ message: "Compte désactivé" });
    const response = (await post({ intent: "status", status: "inactive", confirmed: "yes" })) as Response;
    expect(api).toHaveBeenCalledWith(
      "admin/users/7",
      expect.objectContaining({ method: "PATCH", body: { status: "inactive" }, token: SESSION_TOKEN }),
    );
    expect(response.headers.get("Location")).toBe("/fr/admin/users/7");
    expect(response.headers.get("Set-Cookie")).toContain(`flash=${encodeURIComponent("Compte désactivé")}`);
  });

  it("reactivates without asking", async () => {
    api.mockResolvedValueOnce({ message: "Compte réactivé" });
    await post({ intent: "status", status: "active" });
    expect(api).toHaveBeenCalledWith(
      "admin/users/7",
      expect.objectContaining({ body: { status: "active" } }),
    );
  });

  it("answers a tampered intent with 400 and an id that is not one with 404, changing nothing", async () => {
    expect(dataOf(await post({ intent: "promote" }).catch((error: unknown) => error)).status).toBe(400);
    expect(dataOf(await post({ intent: "save" }, "0").catch((error: unknown) => error)).status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });
});
