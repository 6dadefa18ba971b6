/**
 * The back office's "set the plan by hand" on a team's page: what it sends the API (the plan and the reason kept
 * in the audit log), against a stand-in for the API (api-stand-in.fixture.ts).
 */
import type { TMe } from "@keel/contracts/auth";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { standInForApi } from "#app/lib/api-stand-in.fixture.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { sessionContext, userContext } from "#app/lib/session.server.ts";
import { action } from "./team.tsx";

const SITE = "http://site.test";
const admin: TMe = {
  id: 1,
  email: "ops@example.test",
  firstName: "Ada",
  lastName: "Warden",
  avatarUrl: null,
  language: "en-US",
  role: "professional",
  teams: [],
  groups: [{ code: "admin" }],
  impersonatedBy: null,
};

let sent: { method: string; path: string; body: unknown }[] = [];

let restoreApi: () => Promise<void>;
beforeEach(() => {
  sent = [];
  restoreApi = standInForApi(({ method, path, body }) => {
    sent.push({ method, path, body });
    return { status: 200, body: { message: "Team saved." } };
  });
});
afterEach(async () => {
  await restoreApi();
});

async function setPlan(fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(localeContext, "en-US");
  context.set(sessionContext, { token: "admin-token", user: async () => admin });
  context.set(userContext, admin);
  const request = new Request(`${SITE}/admin/teams/9`, {
    method: "POST",
    body: new URLSearchParams({ intent: "plan", ...fields }),
  });
  try {
    await action({ request, params: { id: "9" }, context, url: new URL(request.url) } as never);
  } catch {
    // A redirect after the change is thrown; what matters here is what reached the API.
  }
}

describe("setting a team's plan by hand", () => {
  it("sends the plan with its reason for the audit log", async () => {
    await setPlan({ planCode: "paid", planReason: "  Paid by bank transfer, invoice 2026-114  " });
    expect(sent).toEqual([
      {
        method: "PATCH",
        path: "admin/teams/9",
        body: { planCode: "paid", planReason: "Paid by bank transfer, invoice 2026-114" },
      },
    ]);
  });

  it("sends no reason when none was given", async () => {
    await setPlan({ planCode: "free", planReason: "   " });
    expect(sent).toEqual([{ method: "PATCH", path: "admin/teams/9", body: { planCode: "free" } }]);
  });
});
