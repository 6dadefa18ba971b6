/**
 * A boat's brand and model as one name, without saying the brand twice: many models carry it already
 * ("Prestige" + "Prestige 460" is "Prestige 460", "Nautor's Swan" + "Swan 48" is "Nautor's Swan 48").
 * Either part may be missing (a free-text listing); both missing is the empty string.
 */
export function brandAndModel(
  brandName: string | null | undefined,
  modelName: string | null | undefined,
): string {
  if (!brandName) return modelName ?? "";
  if (!modelName) return brandName;
  const model = modelName.toLowerCase();
  const brand = brandName.toLowerCase();
  if (model === brand || model.startsWith(`${brand} `)) return modelName;
  for (const word of brandName.split(/[\s-]+/)) {
    const w = word.toLowerCase();
    if (w.length >= 3 && (model === w || model.startsWith(`${w} `))) {
      return brandName.slice(0, brandName.toLowerCase().indexOf(w)) + modelName;
    }
  }
  return `${brandName} ${modelName}`;
}
