/**
 * Cross-site requests against every action of the web app (docs/decisions/026-web-security.md). The list of
 * actions is built from the route table itself (app/routes.ts, every locale), so a new action is covered the
 * day it is added: each one, as a document post and as React Router's data request, with a valid session
 * cookie, must be refused when its Origin is another site, when it has no Origin and a foreign Referer, and
 * when it has neither. The audit's case (a team deleted from another site's page) is replayed end to end.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { api, newPerson, registerViaApi, text } from "./accounts-kit.ts";
import { newSeller } from "./session.ts";
import { stack } from "./stack.ts";

const baseUrl = stack().baseUrl;
const APP_DIR = join(import.meta.dirname, "..", "..", "app");
const EVIL = "https://evil.example";

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route of the table whose module exports an action, with a URL that reaches that action. */
function actionUrls(entries: readonly RouteEntry[], parentPath = ""): { file: string; url: string }[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const source = readFileSync(join(APP_DIR, entry.file), "utf8");
    const hasAction = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
    // Params and splats take any value: the refusal comes before the route would look at them.
    const concrete =
      `/${path}`
        .replace(/:\w+\??/g, "1")
        .replace(/\*/g, "x")
        .replace(/\/+$/, "") || "/";
    const own = hasAction ? [{ file: entry.file, url: entry.index ? `${concrete}?index` : concrete }] : [];
    return [...own, ...actionUrls(entry.children ?? [], path)];
  });
}

const actions = actionUrls(routes as RouteEntry[]);

/** React Router's data request for the same action (what a form posts with JavaScript on). */
function dataUrl(url: string): string {
  const [path = "/", query] = url.split("?");
  const base = path === "/" ? "/_root.data" : `${path}.data`;
  return query ? `${base}?${query}` : base;
}

/** The session cookie of someone the journey signed up. */
async function sessionCookie(): Promise<string> {
  const { token } = await newSeller();
  return `keel_token=${token}`;
}

/** The language of a site URL: its prefix, or en-US. */
function localeOf(url: string): string {
  const segment =
    url
      .split("/")[1]
      ?.replace(/\.data$/, "")
      .split("?")[0] ?? "";
  return ["en-GB", "fr", "it", "es"].includes(segment) ? segment : "en-US";
}

/** The web server's cross-site refusal: as a page (documents) or in the error shape (data requests). */
function isCrossSiteRefusal(response: { status: number }, body: string, url: string): boolean {
  if (response.status !== 403) return false;
  const message = text(localeOf(url), "refusal.crossSite.message");
  const asHtml = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return body.includes(asHtml) || body.includes(JSON.stringify(message));
}

async function post(url: string, headers: Record<string, string>, body = "intent=x"): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

describe("cross-site requests", () => {
  it("finds the app's actions in the route table, in every language", () => {
    const files = new Set(actions.map((action) => action.file));
    // The forms the audit named, and the resource route of photo uploads, are among them.
    for (const file of [
      "features/auth/routes/login.tsx",
      "features/pages/routes/contact.tsx",
      "features/teams/routes/team.tsx",
      "features/boats/routes/photo-upload.ts",
    ])
      expect(files, file).toContain(file);
    expect(actions.some((action) => action.url.startsWith("/fr/dashboard/settings/team"))).toBe(true);
    expect(actions.length).toBeGreaterThan(5 * files.size - 5);
  });

  it("refuses every action from another site, however the request says where it comes from", async () => {
    const cookie = await sessionCookie();
    const variants: [string, Record<string, string>][] = [
      ["a foreign Origin", { origin: EVIL, referer: `${baseUrl}/` }],
      ["no Origin, a foreign Referer", { referer: `${EVIL}/page` }],
      ["neither Origin nor Referer", {}],
    ];
    const accepted: string[] = [];
    for (const { url } of actions) {
      // Each way of hiding the origin on the document post; the data request (same check, same code path)
      // with the audit's headers.
      const attempts: [string, string, Record<string, string>][] = [
        ...variants.map(([how, headers]): [string, string, Record<string, string>] => [url, how, headers]),
        [dataUrl(url), variants[1]![0], variants[1]![1]],
      ];
      for (const [target, how, headers] of attempts) {
        const response = await post(target, { cookie, accept: "text/html", ...headers });
        if (!isCrossSiteRefusal(response, await response.text(), target))
          accepted.push(`${target} (${how}): ${response.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it("lets the site's own pages through to every action", async () => {
    // Without a session nothing can change; the answer only has to be the route's, not the refusal.
    const refused: string[] = [];
    for (const { url } of actions.filter((action) => !/^\/(en-GB|it|es)\//.test(action.url))) {
      const response = await post(url, { origin: baseUrl, accept: "text/html" }, "");
      if (isCrossSiteRefusal(response, await response.text(), url)) refused.push(url);
    }
    expect(refused).toEqual([]);
  });

  it("keeps a team that another site's page tries to delete (the audit's case), deletes it from ours", async () => {
    const owner = newPerson("Ines", "Carvalho");
    const { token, teamId } = await registerViaApi(owner);
    const team = await api<{ name: string }>(`teams/${teamId}`, { token });
    const headers = { cookie: `keel_token=${token}; team_id=${teamId}`, accept: "text/html" };
    const form = new URLSearchParams({ intent: "deleteTeam", confirmName: team.name }).toString();

    const forged = await post("/dashboard/settings/team", { ...headers, referer: `${EVIL}/page` }, form);
    expect(isCrossSiteRefusal(forged, await forged.text(), "/dashboard/settings/team")).toBe(true);
    expect(await api(`teams/${teamId}`, { token })).toMatchObject({ name: team.name });

    // The same form from the site's own page does delete it: the refusal above is the check, nothing else.
    const genuine = await post("/dashboard/settings/team", { ...headers, origin: baseUrl }, form);
    expect(genuine.status).toBe(302);
    await expect(api(`teams/${teamId}`, { token })).rejects.toThrow(/40[34]/);
  });
});
