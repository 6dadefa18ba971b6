import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "#app/lib/api-client.server.ts";
import { dataOf, postArgs, warmTranslator } from "#app/lib/route-args.fixture.ts";
import type { FormFailure } from "#app/ui/form/form-state.ts";
import { action } from "./conversation.tsx";

vi.mock("#app/lib/api-client.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/lib/api-client.server.ts")>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest);

const post = (fields: Record<string, string>, conversationId = "9") =>
  action(
    postArgs(`/fr/dashboard/messages/${conversationId}`, fields, {
      params: { conversationId },
    }) as unknown as Parameters<typeof action>[0],
  );

describe("the conversation action", () => {
  beforeAll(() => warmTranslator(), 30_000);
  beforeEach(() => api.mockReset());

  it("refuses a blank reply in French without calling the API, keeping what was typed", async () => {
    const { body, status } = dataOf<FormFailure>(await post({ intent: "reply", body: "   " }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ intent: "reply", fieldErrors: { body: "Ce champ est obligatoire." } });
    expect(body.values).toEqual({ body: "   " });
    expect(api).not.toHaveBeenCalled();
  });

  it("posts a reply in the current team's conversation and comes back with the API's message", async () => {
    api.mockResolvedValueOnce({ message: "Réponse envoyée" });
    const response = (await post({
      intent: "reply",
      body: "Bonjour, le bateau est visible samedi.",
    })) as Response;
    expect(api).toHaveBeenCalledWith(
      "teams/3/conversations/9/replies",
      expect.objectContaining({ method: "POST", body: { body: "Bonjour, le bateau est visible samedi." } }),
    );
    expect(response.headers.get("Location")).toBe("/fr/dashboard/messages/9");
    expect(response.headers.get("Set-Cookie")).toContain(`flash=${encodeURIComponent("Réponse envoyée")}`);
  });

  it("marks the conversation unread and goes back to the inbox of the page's language", async () => {
    api.mockResolvedValueOnce({ message: "Marquée comme non lue" });
    const response = (await post({ intent: "unread" })) as Response;
    expect(api).toHaveBeenCalledWith(
      "teams/3/conversations/9",
      expect.objectContaining({ method: "PATCH", body: { isRead: false } }),
    );
    expect(response.headers.get("Location")).toBe("/fr/dashboard/messages");
  });

  it("shows the 404 page for a conversation that is gone, and for an id that is not one", async () => {
    api.mockRejectedValueOnce(new ApiError(404, "not_found", "Conversation introuvable"));
    const gone = await post({ intent: "archive" }).catch((error: unknown) => error);
    expect(dataOf(gone).status).toBe(404);
    const malformed = await post({ intent: "archive" }, "abc").catch((error: unknown) => error);
    expect(dataOf(malformed).status).toBe(404);
    expect(api).toHaveBeenCalledTimes(1);
  });
});
