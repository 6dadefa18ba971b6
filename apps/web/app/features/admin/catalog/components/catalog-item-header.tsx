import { useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { type ActionData, failureOf } from "#app/ui/form/action-result.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ApprovePanel } from "./approve-panel.tsx";
import { CatalogStatusBadge } from "./catalog-status-badge.tsx";

interface CatalogItemHeaderProps {
  /** "brand" or "model", for the approval's wording. */
  subject: "brand" | "model";
  title: string;
  back: { to: string; label: string };
  /** The saved value; null on the "new" page, which shows `newIntro` instead of badges. */
  item: {
    status: "approved" | "pending";
    usage: number;
    createdByTeam: { id: number; name: string } | null;
    createdAt: string;
  } | null;
  newIntro: string;
  /** The page's last action result: a refused approval shows in the approval panel. */
  result: ActionData;
}

/**
 * The top of a brand's or a model's page: name, way back, status and usage badges, and for a value a seller
 * typed, the panel to approve it.
 */
export function CatalogItemHeader({ subject, title, back, item, newIntro, result }: CatalogItemHeaderProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={title}
        back={back}
        badges={
          item ? (
            <>
              <CatalogStatusBadge status={item.status} />
              <Badge variant="outline">{t("catalog.usage.boats", { count: item.usage })}</Badge>
            </>
          ) : null
        }
        description={item ? undefined : newIntro}
      />
      {item?.status === "pending" ? (
        <ApprovePanel
          subject={subject}
          team={item.createdByTeam}
          createdAt={item.createdAt}
          formError={failureOf(result, "approve")?.error.message}
        />
      ) : null}
    </>
  );
}
