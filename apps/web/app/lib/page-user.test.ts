import type { TMe } from "@keel/contracts/auth";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requireAdmin } from "./guards.server.ts";
import { toPageUser } from "./page-user.server.ts";
import { refusedUser } from "./page-user.ts";
import { userContext } from "./session.server.ts";

const seller: TMe = {
  id: 7,
  email: "seller@example.test",
  firstName: "Marta",
  lastName: "Rossi",
  avatarUrl: null,
  language: "it",
  role: "professional",
  teams: [],
  groups: [],
  impersonatedBy: { id: 1, email: "admin@example.test" },
};

/** What the admin guard throws for `user` (undefined when it lets them through). */
async function adminGuardRefusal(user: TMe): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  const request = new Request("http://localhost/admin");
  try {
    await requireAdmin(
      { request, params: {}, context, unstable_pattern: "/admin" } as unknown as Parameters<
        typeof requireAdmin
      >[0],
      async () => new Response(null),
    );
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("the admin guard's refusal", () => {
  it("is a 403 that says who is signed in, and who is signed in as them, for the error screen", async () => {
    const refusal = (await adminGuardRefusal(seller)) as { data: unknown; init: ResponseInit | null };
    expect(refusal.init?.status).toBe(403);
    // What the error boundary receives once the router has turned the thrown data into an error response.
    const user = refusedUser(new ErrorResponseImpl(403, "Forbidden", refusal.data));
    expect(user).toEqual({
      firstName: "Marta",
      lastName: "Rossi",
      email: "seller@example.test",
      isAdmin: false,
      impersonatedBy: "admin@example.test",
    });
    expect(user).toEqual(toPageUser(seller));
  });

  it("lets an administrator through", async () => {
    expect(await adminGuardRefusal({ ...seller, groups: [{ code: "ADMIN" }] })).toBeUndefined();
  });
});

describe("refusedUser", () => {
  it("finds no user in other errors", () => {
    expect(refusedUser(new Error("boom"))).toBeNull();
    expect(refusedUser(new ErrorResponseImpl(404, "Not Found", { user: toPageUser(seller) }))).toBeNull();
    expect(refusedUser(new ErrorResponseImpl(403, "Forbidden", "Forbidden"))).toBeNull();
  });
});
