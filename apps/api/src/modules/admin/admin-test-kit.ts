/**
 * Shared set-up of the back-office tests: signed-in admins and users, and a short way to call admin routes.
 * Test-only (imported by admin *.test.ts files), built on the project's factories and harness.
 */
import type { InjectOptions } from "fastify";
import { bearer, createUser, login, makeAdmin, type TestUser } from "../../test/factories.ts";
import { getTestApp } from "../../test/harness.ts";

export interface SignedIn {
  user: TestUser;
  token: string;
  headers: { authorization: string };
}

export async function signedIn(overrides: Parameters<typeof createUser>[0] = {}): Promise<SignedIn> {
  const user = await createUser(overrides);
  const token = await login(await getTestApp(), user.email, user.password);
  return { user, token, headers: bearer(token) };
}

export async function signedInAdmin(overrides: Parameters<typeof createUser>[0] = {}): Promise<SignedIn> {
  const user = await createUser(overrides);
  await makeAdmin(user.id);
  const token = await login(await getTestApp(), user.email, user.password);
  return { user, token, headers: bearer(token) };
}

/** Calls `/api/v1/admin/{path}` as `who` (a guest when null). */
export async function adminCall(
  who: SignedIn | null,
  method: InjectOptions["method"],
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const app = await getTestApp();
  return app.inject({
    method,
    url: `/api/v1/admin/${path}`,
    headers: { ...(who ? who.headers : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}
