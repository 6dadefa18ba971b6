/** Lower-case ASCII words joined by dashes, for slugs and e-mail addresses ("Côte d'Azur" -> "cote-d-azur"). */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Combining accents left by the decomposition, then the letters NFKD does not decompose.
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ß/g, "ss")
      .replace(/ı/g, "i")
      .replace(/[øØ]/g, "o")
      .replace(/[đĐ]/g, "d")
      .replace(/[łŁ]/g, "l")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
