import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card.tsx";

/** One block of a settings page: a card with an h2 title, an optional description, and its content. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** "danger" frames irreversible actions (delete account, delete team). */
  tone?: "default" | "danger";
}) {
  return (
    <Card className={cn(tone === "danger" && "border-destructive/50")}>
      <section aria-labelledby={`${id}-title`}>
        <CardHeader>
          <CardTitle as="h2" id={`${id}-title`}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
