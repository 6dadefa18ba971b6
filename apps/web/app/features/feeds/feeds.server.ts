/**
 * The team's boats as an OpenMarine or CSV file, streamed from the API with the session token (which the browser
 * never sees) and the API's file name; an API refusal is passed on with its status.
 */
import { data, type RouterContextProvider } from "react-router";
import { getConfig } from "#app/lib/config.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { userApiContext } from "#app/lib/session.server.ts";

const TYPES = { xml: "application/xml; charset=utf-8", csv: "text/csv; charset=utf-8" } as const;

export async function forwardExport(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: string,
) {
  if (format !== "xml" && format !== "csv") throw data(null, { status: 404 });
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data(null, { status: 404 });
  const { token, locale, clientIp } = userApiContext(context, request);
  const headers = new Headers({ Accept: TYPES[format] });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (locale) headers.set("Accept-Language", locale);
  if (clientIp) headers.set("X-Forwarded-For", clientIp);
  const response = await fetch(`${getConfig().apiUrl}/api/v1/teams/${team.id}/feeds/export.${format}`, {
    headers,
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(300_000)]),
  });
  if (!response.ok) throw data(null, { status: response.status === 401 ? 403 : response.status });
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? TYPES[format],
      "Content-Disposition":
        response.headers.get("Content-Disposition") ?? `attachment; filename="boats.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
