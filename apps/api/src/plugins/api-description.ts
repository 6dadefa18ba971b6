/**
 * The introduction of the OpenAPI document (`/api/docs`): what the API is, how a caller authenticates, and what
 * else a broker's software can use. Markdown, as the reference UI renders it.
 */
import { API_KEY_SCOPES } from "@keel/contracts/api-key-codes";

export function apiDescription(options: { publicAppUrl: string; apiKeyRateLimit: number }): string {
  const base = `${options.publicAppUrl}/api/v1`;
  return `The marketplace API: public reads, team resources under \`teams/{teamId}\`, back office under \`admin/\`.

## Authentication

Send \`Authorization: Bearer <token>\` with one of two kinds of token:

- **A session token** (\`bearer\`), answered by \`POST /api/v1/auth/login\`: it acts as the signed-in person,
  with their role in each of their teams.
- **A team API key** (\`apiKey\`), for a team's own software: its owners and admins create keys in the dashboard
  (*Publish from your software*), where each key is shown once. A key starts with \`keel_\` and carries one or more
  scopes (${API_KEY_SCOPES.map((scope) => `\`${scope}\``).join(", ")}). It opens only the operations of its own
  team that list the \`apiKey\` security requirement with one of its scopes (their \`x-access\` names the scope),
  and acts with the role of the owner or admin who created it, never beyond. On another team it gets 404; on an
  operation its scopes do not open, and on every account and back-office operation, 403. A revoked key, or one
  whose creator is no longer an owner or admin of the team, gets 401. Each key may make
  ${options.apiKeyRateLimit} requests a minute; past that it gets 429 with \`Retry-After\`.

\`\`\`sh
curl -H "Authorization: Bearer $KEEL_API_KEY" "${base}/teams/{teamId}/boats"
\`\`\`

## Boat feeds

Besides this API, a team can keep its stock in step through feeds in the formats the boat trade already uses,
OpenMarine XML and CSV: imported from a URL or a file, and exported for other portals to pull. The feed
operations describe each format.

## Errors

Every error has one shape, \`{ "error": { "code", "message", "details" } }\`, with the message in the language of
\`Accept-Language\`.`;
}
