/**
 * The public brand and model comboboxes rank names in memory, so that accents, case and punctuation never
 * get in the way ("bene" finds "Bénéteau", "sea ray" finds "Sea-Ray") on both engines, which fold accents
 * differently.
 */
/** Lower case, without accents, punctuation folded to single spaces: "Bénéteau " -> "beneteau". */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The names matching `q`, best first: names starting with it, then names with a word starting with it,
 * then names containing it; alphabetical within each group. Without `q`, the first names alphabetically.
 */
export function rankByName<T extends { name: string }>(
  rows: readonly T[],
  q: string | undefined,
  limit: number,
): T[] {
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  const needle = q ? searchKey(q) : "";
  const ranked: { row: T; rank: number }[] = [];
  for (const row of rows) {
    const key = searchKey(row.name);
    let rank = 0;
    if (needle) {
      if (key.startsWith(needle)) rank = 0;
      else if (key.includes(` ${needle}`)) rank = 1;
      else if (key.includes(needle)) rank = 2;
      else continue;
    }
    ranked.push({ row, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || collator.compare(a.row.name, b.row.name));
  return ranked.slice(0, limit).map((entry) => entry.row);
}
