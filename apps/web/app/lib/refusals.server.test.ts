import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "./body-limits.server.ts";
import { RETRY_AFTER_SECONDS, refusal } from "./refusals.server.ts";

const browser = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("refusal", () => {
  it("answers a browser's oversized form with a page in the page's language", () => {
    const answer = refusal(
      "tooLarge",
      { pathname: "/fr/dashboard/settings", headers: browser },
      { limit: UPLOAD_BODY_LIMIT },
    );
    expect(answer.status).toBe(413);
    expect(answer.headers["Content-Type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain('lang="fr"');
    expect(answer.body).toContain("Envoi trop volumineux");
    expect(answer.body).toContain("15 Mo");
    expect(answer.body).toContain('href="/fr"');
  });

  it("speaks British English from en-US's texts where en-GB overrides nothing", () => {
    const answer = refusal("crossSite", { pathname: "/en-GB/contact", headers: browser });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('lang="en-GB"');
    expect(answer.body).not.toContain("refusal.crossSite");
    expect(answer.body).toContain("This form could not be sent");
  });

  it("answers a data request or a program with the one error shape", () => {
    const answer = refusal(
      "tooLarge",
      { pathname: "/it/auth/login.data", headers: browser },
      { limit: FORM_BODY_LIMIT },
    );
    expect(answer.headers["Content-Type"]).toMatch(/^application\/json/);
    const { error } = JSON.parse(answer.body) as {
      error: { code: string; message: string; details: unknown };
    };
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toContain("512 kB");
    expect(error.details).toEqual({ limit: FORM_BODY_LIMIT });
  });

  it("speaks the API caller's Accept-Language behind /api", () => {
    const answer = refusal("unavailable", {
      pathname: "/api/v1/boats",
      headers: { "accept-language": "es-ES,es;q=0.9", accept: "text/html" },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe(String(RETRY_AFTER_SECONDS));
    const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
    expect(error).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message:
        "El servicio se está iniciando o no está disponible en este momento. Vuelve a intentarlo en unos segundos.",
    });
  });

  it("refuses a cross-site form with a page saying why, and escapes nothing it does not own", () => {
    const answer = refusal("crossSite", { pathname: "/dashboard/settings/team", headers: browser });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain("only be sent from this site");
    expect(answer.headers["Content-Security-Policy"]).toContain("default-src 'none'");
    const bad = refusal("badGateway", { pathname: "/api/v1/x", headers: {} });
    expect(bad.status).toBe(502);
    expect(bad.body).not.toMatch(/ECONN|EPIPE|127\.0\.0\.1|FST_/);
  });
});
