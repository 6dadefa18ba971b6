/**
 * The card's classes, apart from its components (ui/card.tsx) so that a page drawing a card with plain elements
 * (the availability confirmation page, which stays under the client JS budget without the card's chunk,
 * decision 022) writes the same markup from the same source.
 */
export const CARD_CLASSES = {
  card: "rounded-xl border border-border bg-card text-card-foreground shadow-sm",
  header: "flex flex-col gap-1.5 p-6",
  title: "text-lg leading-tight font-semibold",
  description: "text-sm text-muted-foreground",
  content: "p-6 pt-0",
  footer: "flex items-center gap-2 p-6 pt-0",
} as const;
