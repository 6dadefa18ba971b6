import { describe, expect, it, onTestFinished, vi } from "vitest";
import { linksIn } from "../../../../../scripts/lib/mail-server.ts";
import { addMember, bearer, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { maskEmail } from "./invitations.service.ts";

const mailed = useMailedApp();
const { mailsTo } = mailed;

async function teamWith(role: "owner" | "admin" | "member" = "owner") {
  const owner = await createUser({ firstName: "Olivia", lastName: "Owner" });
  const team = await createTeam({ ownerId: owner.id, name: `Harbour ${Date.now()}` });
  let actor = owner;
  if (role !== "owner") {
    actor = await createUser();
    await addMember(team.id, actor.id, role);
  }
  return { team, owner, headers: bearer(await login(mailed.app, actor.email, actor.password)) };
}

const invite = (
  teamId: number,
  headers: Record<string, string>,
  email: string,
  role = "member",
  lang = "en-US",
) =>
  mailed.app.inject({
    method: "POST",
    url: `/api/v1/teams/${teamId}/invitations`,
    headers: { ...headers, "accept-language": lang },
    payload: { email, role },
  });

describe("invitations", () => {
  it("e-mails a link that the invited person opens and accepts, joining with the role", async () => {
    const { team, headers } = await teamWith();
    const invitee = await createUser({ email: `invitee-${Date.now()}@keel.test` });
    const created = await invite(team.id, headers, invitee.email, "admin", "fr");
    expect(created.statusCode).toBe(201);
    const [message] = await mailsTo(invitee.email);
    expect(message?.subject).toContain(team.name);
    const link = linksIn(message!.raw).find((l) => l.includes("/invitations/"))!;
    expect(link).toBe(`https://keel.example/fr/invitations/${created.json().id}/accept`);
    const inviteeHeaders = bearer(await login(mailed.app, invitee.email, invitee.password));
    const view = await mailed.app.inject({
      method: "GET",
      url: `/api/v1/invitations/${created.json().id}`,
      headers: inviteeHeaders,
    });
    expect(view.json()).toMatchObject({
      team: { id: team.id },
      role: "admin",
      status: "pending",
      isForYou: true,
      isMember: false,
      invitedBy: "Olivia Owner",
    });
    const accepted = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${created.json().id}/accept`,
      headers: inviteeHeaders,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ teamId: team.id, message: `You joined ${team.name}.` });
    const me = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: inviteeHeaders })
    ).json();
    expect(me.teams).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: team.id, role: "admin" })]),
    );
    const again = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${created.json().id}/accept`,
      headers: inviteeHeaders,
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses someone else's invitation, an expired one and a revoked one with clear codes", async () => {
    const { team, headers } = await teamWith();
    const stranger = await createUser();
    const strangerHeaders = bearer(await login(mailed.app, stranger.email, stranger.password));
    const forOther = (await invite(team.id, headers, "someone-else@keel.test")).json().id;
    const notYours = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${forOther}/accept`,
      headers: strangerHeaders,
    });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toMatch(/another e-mail address/);
    // The view tells them which address, masked: enough to recognise it, not to learn someone's.
    const othersView = await mailed.app.inject({
      method: "GET",
      url: `/api/v1/invitations/${forOther}`,
      headers: strangerHeaders,
    });
    expect(othersView.json()).toMatchObject({ isForYou: false, maskedEmail: "s•••@keel.test" });
    expect(othersView.body).not.toContain("someone-else");

    const expiring = (await invite(team.id, headers, stranger.email)).json().id;
    const db = await getTestDb();
    await db
      .updateTable("invitations")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", expiring)
      .execute();
    const expired = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${expiring}/accept`,
      headers: strangerHeaders,
    });
    expect(expired.statusCode).toBe(410);

    const revokedId = (await invite(team.id, headers, stranger.email)).json().id;
    expect(
      (
        await mailed.app.inject({
          method: "DELETE",
          url: `/api/v1/teams/${team.id}/invitations/${revokedId}`,
          headers,
        })
      ).statusCode,
    ).toBe(200);
    const revoked = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${revokedId}/accept`,
      headers: strangerHeaders,
    });
    expect(revoked.statusCode).toBe(409);
    const unknown = await mailed.app.inject({
      method: "GET",
      url: "/api/v1/invitations/0b6f1a55-1c5e-4a43-9d5e-111111111111",
      headers: strangerHeaders,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("shows a visitor without an account the team, the state and the masked address of an invitation", async () => {
    const { team, headers } = await teamWith();
    const id = (await invite(team.id, headers, "Jeanne.Doe@Example.com", "admin")).json().id;
    const preview = await mailed.app.inject({ method: "GET", url: `/api/v1/invitations/${id}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      id,
      team: { id: team.id, name: team.name },
      role: "admin",
      invitedBy: "Olivia Owner",
      expiresAt: expect.any(String),
      status: "pending",
      maskedEmail: "j•••@example.com",
    });
    expect(preview.body.toLowerCase()).not.toContain("jeanne");
    const unknown = await mailed.app.inject({
      method: "GET",
      url: "/api/v1/invitations/0b6f1a55-1c5e-4a43-9d5e-333333333333/preview",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("masks an address to its first character and its domain", () => {
    expect(maskEmail("jane@example.com")).toBe("j•••@example.com");
    expect(maskEmail("j@example.com")).toBe("j•••@example.com");
    expect(maskEmail("élodie.martin@mail.example.fr")).toBe("é•••@mail.example.fr");
    expect(maskEmail("not-an-address")).toBe("•••");
  });

  it("lets members invite members but not admins, and refuses inviting a current member", async () => {
    const { team, owner, headers } = await teamWith("member");
    const tooHigh = await invite(team.id, headers, "boss@keel.test", "admin");
    expect(tooHigh.statusCode).toBe(403);
    expect(tooHigh.json().error.details[0].code).toBe("role_too_high");
    expect((await invite(team.id, headers, "crew@keel.test", "member")).statusCode).toBe(201);
    const existing = await invite(team.id, headers, owner.email, "member");
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.details[0].code).toBe("already_member");
  });

  it("lists invitations with their status, resends with a new expiry, replaces a pending one for the same address", async () => {
    const { team, headers } = await teamWith("admin");
    const first = (await invite(team.id, headers, "twice@keel.test")).json().id;
    const second = (await invite(team.id, headers, "twice@keel.test")).json().id;
    const list = (
      await mailed.app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/invitations`, headers })
    ).json().items;
    expect(list.find((i: { id: string }) => i.id === first).status).toBe("revoked");
    expect(list.find((i: { id: string }) => i.id === second).status).toBe("pending");
    const before = list.find((i: { id: string }) => i.id === second).expiresAt;
    // The resend happens a minute later: only the clock moves (no real wait); timers and I/O stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 60_000);
    const resent = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/invitations/${second}/resend`,
      headers,
    });
    expect(resent.statusCode).toBe(200);
    const after = (
      await mailed.app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/invitations`, headers })
    ).json().items;
    expect(after.find((i: { id: string }) => i.id === second).expiresAt > before).toBe(true);
    expect((await mailsTo("twice@keel.test")).length).toBe(3);
  });

  it("validates input: bad e-mail, unknown role, malformed id", async () => {
    const { team, headers } = await teamWith();
    expect((await invite(team.id, headers, "not-an-email")).statusCode).toBe(400);
    expect((await invite(team.id, headers, "ok@keel.test", "captain")).statusCode).toBe(400);
    const bad = await mailed.app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${team.id}/invitations/not-a-uuid`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
