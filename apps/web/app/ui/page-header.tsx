import type { ReactNode } from "react";
import { Link } from "#app/lib/link.tsx";
import { Icon } from "./icon.tsx";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A way up (e.g. "All users"), as a localized path. */
  back?: { to: string; label: string };
  /** Badges beside the title (status, verified…). */
  badges?: ReactNode;
  actions?: ReactNode;
}

/** Heading block of a back-office page: the way up, the h1 with its badges, a line of context, actions. */
export function PageHeader({ title, description, back, badges, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-2">
      {back ? (
        <Link
          to={back.to}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <Icon name="arrow-left" aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="break-words">{title}</h1>
        {badges ? <div className="flex flex-wrap items-center gap-2">{badges}</div> : null}
        {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
}
