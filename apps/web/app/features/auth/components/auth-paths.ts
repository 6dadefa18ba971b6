/**
 * Links between the auth pages keep the `redirect` target, so that a visitor sent to log in from an
 * invitation link can switch to "Create an account" (or back) and still come back to the invitation.
 */
export function withRedirect(path: string, redirectTarget: string | null | undefined): string {
  return redirectTarget ? `${path}?redirect=${encodeURIComponent(redirectTarget)}` : path;
}
