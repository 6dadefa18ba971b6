import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import type { ActionData } from "#app/ui/form/action-result.ts";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { CatalogSearch } from "./catalog-search.tsx";
import { CatalogStatusBadge } from "./catalog-status-badge.tsx";
import { MergeSection, mergeConfirmTitle } from "./merge-form.tsx";

export interface MergeCandidate {
  id: number;
  name: string;
  status: "approved" | "pending";
  usage: number;
}

interface MergeSearchProps {
  title: string;
  /** What the merge moves, in words. */
  impact: string;
  sourceName: string;
  /** The search typed (`?mergeQ=`), and its results; null before any search. */
  search: string;
  candidates: MergeCandidate[] | null;
  /** The page's last action result (see MergeSection). */
  result: ActionData;
}

/**
 * "Map into…" for long lists (brands): search the value to keep (CatalogSearch), then merge into one of the results behind a confirmation naming both.
 * Each result posts `intent=merge` with its `intoId`.
 */
export function MergeSearch({ title, impact, sourceName, search, candidates, result }: MergeSearchProps) {
  const t = useT();
  return (
    <MergeSection
      title={title}
      impact={impact}
      sourceName={sourceName}
      nameOf={(intoId) => candidates?.find((c) => String(c.id) === intoId)?.name}
      result={result}
    >
      <CatalogSearch
        inputId="merge-q"
        name="mergeQ"
        label={t("catalog.merge.search")}
        value={search}
        aria-label={title}
        preventScrollReset
        results={candidates}
        renderResult={(candidate) => (
          <>
            <span className="font-medium">{candidate.name}</span>
            <CatalogStatusBadge status={candidate.status} />
            <span className="text-sm text-muted-foreground">
              {t("catalog.usage.boats", { count: candidate.usage })}
            </span>
            <Form method="post" id={`merge-into-${candidate.id}`} preventScrollReset className="ml-auto">
              <input type="hidden" name="intent" value="merge" />
              <input type="hidden" name="intoId" value={candidate.id} />
              <ConfirmSubmit
                form={`merge-into-${candidate.id}`}
                variant="outline"
                aria-label={t("catalog.merge.intoNamed", { name: candidate.name })}
                title={mergeConfirmTitle(t, sourceName, candidate.name)}
                description={t("catalog.merge.confirmBody")}
                confirmLabel={t("catalog.merge.submit")}
              >
                {t("catalog.merge.submit")}
              </ConfirmSubmit>
            </Form>
          </>
        )}
      />
    </MergeSection>
  );
}
