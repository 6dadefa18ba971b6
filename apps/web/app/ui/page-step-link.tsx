/**
 * A pagination's "previous" or "next" step: an outline button linking to that page, or the same look dimmed
 * and inert when there is no such page (first or last page). The team's boat list and the search page share it.
 */
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/lib/link.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

export function PageStepLink({
  rel,
  to,
  size,
  children,
}: {
  rel: "prev" | "next";
  /** The page's address; null when there is no such page. */
  to: string | null;
  size: "sm" | "md";
  /** The label, beside the chevron. */
  children: ReactNode;
}) {
  const content =
    rel === "prev" ? (
      <>
        <Icon name="chevron-left" aria-hidden="true" />
        {children}
      </>
    ) : (
      <>
        {children}
        <Icon name="chevron-right" aria-hidden="true" />
      </>
    );
  const className = buttonVariants({ variant: "outline", size });
  return to === null ? (
    <span className={cn(className, "opacity-50")} aria-disabled="true">
      {content}
    </span>
  ) : (
    <Link to={to} rel={rel} className={className}>
      {content}
    </Link>
  );
}
