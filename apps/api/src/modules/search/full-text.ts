/**
 * Keywords as word tokens (decision 012): reduced to letters and digits first, so no search syntax from the
 * user ever reaches either engine's query language (the queries are search.repository.ts rankedMatches).
 */

const MAX_TOKENS = 8;

/** Lower-case, accent-free word tokens of a keyword ("Bénéteau Océanis 40!" -> ["beneteau", "oceanis", "40"]). */
export function keywordTokens(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const folded = keyword.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => t.slice(0, 40)).slice(0, MAX_TOKENS);
}
