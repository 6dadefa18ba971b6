import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api-client.server.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import type { ActionFailure } from "./action-result.ts";
import { loginRedirect, redirectWithToast, submitChange } from "./submit.server.ts";

function frenchContext() {
  const context = new RouterContextProvider();
  context.set(localeContext, "fr");
  return context;
}

const url = new URL("http://site.test/fr/admin/users/7?tab=profile");

/** The data and status of a refusal (react-router's `data()`), read the way the route receives them. */
function refusal(result: unknown) {
  const value = result as { data: ActionFailure; init: { status: number } | null };
  return { body: value.data, status: value.init?.status };
}

describe("redirectWithToast", () => {
  it("redirects with the message as the next page's flash cookie", () => {
    const response = redirectWithToast("/fr/dashboard", "Équipe enregistrée");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/dashboard");
    expect(response.headers.get("Set-Cookie")).toContain(`flash=${encodeURIComponent("Équipe enregistrée")}`);
  });

  it("sets no cookie without a message, and keeps the headers it is given", () => {
    const headers = new Headers({ "Set-Cookie": "team_id=; Max-Age=0" });
    const response = redirectWithToast("/dashboard", undefined, headers);
    expect(response.headers.get("Set-Cookie")).toBe("team_id=; Max-Age=0");
  });
});

describe("loginRedirect", () => {
  it("sends to the login page of the page's language, coming back to the page", () => {
    const response = loginRedirect(frenchContext(), url);
    expect(response.headers.get("Location")).toBe(
      `/fr/auth/login?redirect=${encodeURIComponent("/fr/admin/users/7?tab=profile")}`,
    );
  });
});

describe("submitChange: submit to the API, then redirect with a toast", () => {
  const options = { context: frenchContext(), url, intent: "profile", values: { email: "anne@x.test" } };

  it("redirects back to the same page with the API's message on success", async () => {
    const response = (await submitChange(
      async () => ({ message: "Utilisateur enregistré" }),
      options,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/fr/admin/users/7?tab=profile");
    expect(response.headers.get("Set-Cookie")).toContain("flash=");
  });

  it("redirects where it is told to", async () => {
    const response = (await submitChange(async () => undefined, {
      ...options,
      redirectTo: "/fr/admin/users",
    })) as Response;
    expect(response.headers.get("Location")).toBe("/fr/admin/users");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers a refusal with its status, message, translated field errors and what was typed", async () => {
    const refused = new ApiError(409, "conflict", "Adresse déjà utilisée", [
      { path: "body.email", code: "email_taken" },
    ]);
    const { body, status } = refusal(
      await submitChange(async () => {
        throw refused;
      }, options),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      intent: "profile",
      error: { code: "conflict", message: "Adresse déjà utilisée" },
      fieldErrors: { email: "Un autre compte utilise déjà cette adresse e-mail" },
      values: { email: "anne@x.test" },
    });
  });

  it("sends a lost session to the login page", async () => {
    const thrown = await submitChange(async () => {
      throw new ApiError(401, "unauthorized", "Session expirée");
    }, options).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/fr\/auth\/login\?redirect=/);
  });

  it("lets a server failure through to the error screen", async () => {
    const failure = new ApiError(503, "unavailable", "Indisponible");
    await expect(
      submitChange(async () => {
        throw failure;
      }, options),
    ).rejects.toBe(failure);
  });
});
