import { readFileSync } from "node:fs";
import { join } from "node:path";
import { API_KEY_SCOPES } from "@keel/contracts/api-key-codes";
import { LOCALES } from "@keel/contracts/locales";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { scopeLabelKey } from "#app/features/api-keys/scopes.ts";
import { ApiError, apiRequest } from "#app/lib/api-client.server.ts";
import { dataOf, postArgs, SESSION_TOKEN, warmTranslator } from "#app/lib/route-args.fixture.ts";
import type { FormFailure } from "#app/ui/form/form-state.ts";
import { action } from "./api-keys.tsx";

vi.mock("#app/lib/api-client.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/lib/api-client.server.ts")>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest);

/** Posts the form with repeated fields (ticked checkboxes) as a browser does. */
function post(fields: [string, string][]) {
  const args = postArgs("/fr/dashboard/settings/api", {});
  const request = new Request(args.url, { method: "POST", body: new URLSearchParams(fields) });
  return action({ ...args, request } as unknown as Parameters<typeof action>[0]);
}

describe("the API keys action", () => {
  beforeAll(() => warmTranslator(), 30_000);
  beforeEach(() => api.mockReset());

  it("creates a key with the ticked scopes, in their order and known ones only, and hands the key back once", async () => {
    api.mockResolvedValueOnce({ name: "Sync", key: "keel_abc", message: "Clé d'API « Sync » créée." });
    const result = await post([
      ["intent", "create"],
      ["name", "Sync"],
      ["scopes", "messages:read"],
      ["scopes", "admin"],
      ["scopes", "boats:read"],
    ]);
    expect(api).toHaveBeenCalledWith(
      "teams/3/api-keys",
      expect.objectContaining({
        method: "POST",
        body: { name: "Sync", scopes: ["boats:read", "messages:read"] },
        token: SESSION_TOKEN,
      }),
    );
    expect(result).toEqual({
      intent: "create",
      ok: true,
      message: "Clé d'API « Sync » créée.",
      created: { name: "Sync", key: "keel_abc" },
    });
  });

  it("keeps the name and the ticked scopes, with the API's field errors in French, when it refuses", async () => {
    api.mockRejectedValueOnce(
      new ApiError(400, "VALIDATION_FAILED", "Invalid", [
        { path: "body.name", code: "too_small", message: "Too small", limit: 1 },
      ]),
    );
    const { body, status } = dataOf<FormFailure>(
      await post([
        ["intent", "create"],
        ["name", ""],
        ["scopes", "boats:write"],
      ]),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ intent: "create", ok: false, values: { name: "", scopes: "boats:write" } });
    expect(body.fieldErrors.name).toBeTruthy();
    expect(body.fieldErrors.name).not.toMatch(/too small/i);
  });

  it("revokes a key by its id, and calls nothing for an id that is not one", async () => {
    api.mockResolvedValueOnce({ message: "Clé révoquée" });
    expect(
      await post([
        ["intent", "revoke"],
        ["keyId", "7"],
      ]),
    ).toEqual({
      intent: "revoke",
      ok: true,
      message: "Clé révoquée",
    });
    expect(api).toHaveBeenCalledWith("teams/3/api-keys/7", expect.objectContaining({ method: "DELETE" }));
    api.mockReset();
    const { status } = dataOf(
      await post([
        ["intent", "revoke"],
        ["keyId", "7; drop"],
      ]),
    );
    expect(status).toBe(400);
    expect(api).not.toHaveBeenCalled();
  });
});

describe("the scopes' texts", () => {
  it("exist in every locale, with their hint", () => {
    for (const locale of LOCALES.filter((l) => l !== "en-GB")) {
      const texts = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../../locales/${locale}.json`), "utf8"),
      ) as Record<string, string>;
      for (const scope of API_KEY_SCOPES) {
        expect(texts[scopeLabelKey(scope)], `${locale} ${scope}`).toBeTruthy();
        expect(texts[`${scopeLabelKey(scope)}Hint`], `${locale} ${scope}`).toBeTruthy();
      }
    }
  });
});
