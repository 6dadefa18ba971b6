import type { BoatStatus } from "@keel/contracts/boat-codes";
import type { TImage } from "@keel/contracts/boats";
import type { TFreshness } from "@keel/contracts/freshness";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FreshnessNote } from "#app/features/freshness/index.ts";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { formatRelativeTime } from "#app/lib/relative-time.ts";
import { Button } from "#app/ui/button.tsx";
import { Highlight } from "#app/ui/highlight.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Tooltip } from "#app/ui/tooltip.tsx";
import { BoatThumb } from "./boat-thumb.tsx";
import { BoatStatusBadge } from "./status-badge.tsx";

export interface BoatRow {
  id: number;
  title: string;
  reference: string;
  stockCodePrivate: string | null;
  boatType: { id: number; label: string } | null;
  status: BoatStatus;
  priceAmount: number | null;
  currency: string;
  isPriceOnRequest: boolean;
  updatedAt: string;
  views: number;
  photo: TImage | null;
  /** Null unless the boat is public (decision 025). */
  freshness: TFreshness | null;
}

interface BoatTableProps {
  rows: BoatRow[];
  /** The loader's clock, so "3 hours ago" reads the same on the server and in the browser. */
  now: string;
  canPublish: boolean;
  isBusy: boolean;
  /** The list's search text: where it occurs in a title, reference or stock code is marked. */
  search: string;
}

/**
 * The boats as a table with a checkbox per row and the bulk actions above it. Without JavaScript the
 * checkboxes and buttons post as a plain form; with it, a "select all" box and a live count join them.
 */
export function BoatTable({ rows, now, canPublish, isBusy, search }: BoatTableProps) {
  const t = useT();
  const locale = useLocale();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  // A new page of rows keeps only the selections still on it.
  useEffect(() => {
    setSelected((current) => new Set(rows.filter((row) => current.has(row.id)).map((row) => row.id)));
  }, [rows]);

  const allBox = useRef<HTMLInputElement>(null);
  const isAll = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const isSome = selected.size > 0 && !isAll;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = isSome;
  }, [isSome]);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const isNoneSelected = isHydrated && selected.size === 0;
  const number = numberFormat(locale);

  return (
    <Form method="post" className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2">
        <legend className="sr-only">{t("boats.bulk.label")}</legend>
        <span className="mr-2 text-sm text-muted-foreground" aria-live="polite">
          {isHydrated ? t("boats.bulk.selected", { count: selected.size }) : t("boats.bulk.hint")}
        </span>
        <Button
          type="submit"
          name="bulkAction"
          value="publish"
          size="sm"
          disabled={!canPublish || isNoneSelected || isBusy}
        >
          <Icon name="send" aria-hidden="true" />
          {t("boats.action.publish")}
        </Button>
        <Button
          type="submit"
          name="bulkAction"
          value="unpublish"
          size="sm"
          variant="outline"
          disabled={isNoneSelected || isBusy}
        >
          <Icon name="eye-off" aria-hidden="true" />
          {t("boats.action.unpublish")}
        </Button>
        <Button
          type="submit"
          name="bulkAction"
          value="archive"
          size="sm"
          variant="outline"
          disabled={isNoneSelected || isBusy}
        >
          <Icon name="archive" aria-hidden="true" />
          {t("boats.action.archive")}
        </Button>
      </fieldset>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">{t("boats.table.caption")}</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                {isHydrated ? (
                  <input
                    ref={allBox}
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={isAll}
                    onChange={(event) =>
                      setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                    }
                    aria-label={t("boats.bulk.selectAll")}
                  />
                ) : (
                  <span className="sr-only">{t("boats.bulk.select")}</span>
                )}
              </th>
              <th scope="col" className="w-24 px-3 py-2">
                <span className="sr-only">{t("boats.table.photo")}</span>
              </th>
              <th scope="col" className="px-3 py-2">
                {t("boats.table.title")}
              </th>
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                {t("boats.table.reference")}
              </th>
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                {t("boats.table.type")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("boats.table.status")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("boats.table.price")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("boats.table.updated")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("boats.table.views")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => {
              const checkboxId = `boat-select-${row.id}`;
              return (
                <tr key={row.id} className="hover:bg-muted/30">
                  <td className="px-3 py-2">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      name="ids"
                      value={row.id}
                      className="size-4 accent-primary"
                      checked={selected.has(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                      aria-label={t("boats.bulk.selectOne", { title: row.title })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <BoatThumb image={row.photo} className="w-20" />
                  </td>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link
                      to={localizePath(`/dashboard/boats/${row.id}`, locale)}
                      className="text-foreground underline-offset-4 hover:underline"
                    >
                      <Highlight text={row.title} query={search} />
                    </Link>
                    {/* Narrow screens have no room for the two columns: the same facts, under the title. */}
                    <div className="mt-1 font-normal md:hidden">
                      <BoatFacts row={row} search={search} hasType />
                    </div>
                  </th>
                  <td className="hidden px-3 py-2 md:table-cell">
                    <BoatFacts row={row} search={search} />
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    <BoatTypeLabel type={row.boatType} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col items-start gap-2">
                      <BoatStatusBadge status={row.status} />
                      {row.freshness ? (
                        <FreshnessNote boat={row} freshness={row.freshness} isBusy={isBusy} />
                      ) : null}
                    </div>
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {row.isPriceOnRequest ? (
                      t("boat.priceOnRequest")
                    ) : row.priceAmount === null ? (
                      <span className="text-muted-foreground">{t("boats.table.noPrice")}</span>
                    ) : (
                      formatPrice(row.priceAmount, row.currency, locale)
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Tooltip content={formatDate(row.updatedAt, locale, "long")}>
                      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users reach the full date in its tooltip */}
                      <time dateTime={row.updatedAt} tabIndex={0}>
                        {formatRelativeTime(row.updatedAt, now, locale)}
                      </time>
                    </Tooltip>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(row.views)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Form>
  );
}

/**
 * The reference and, when the team set one, the private stock code, each named for screen readers. Under the
 * title (narrow screens), where no column header names them, the type joins them with its own name.
 */
function BoatFacts({ row, search, hasType }: { row: BoatRow; search: string; hasType?: boolean }) {
  const t = useT();
  return (
    <dl className="flex flex-col gap-0.5 text-xs">
      <div>
        <dt className="sr-only">{t("boats.table.reference")}</dt>
        <dd className="font-mono">
          <Highlight text={row.reference} query={search} />
        </dd>
      </div>
      {row.stockCodePrivate ? (
        <div className="flex gap-1 text-muted-foreground">
          <dt>{t("boats.table.stockCode")}</dt>
          <dd className="font-mono">
            <Highlight text={row.stockCodePrivate} query={search} />
          </dd>
        </div>
      ) : null}
      {hasType ? (
        <div>
          <dt className="sr-only">{t("boats.table.type")}</dt>
          <dd>
            <BoatTypeLabel type={row.boatType} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function BoatTypeLabel({ type }: { type: BoatRow["boatType"] }) {
  const t = useT();
  return type ? type.label : <span className="text-muted-foreground">{t("boats.table.noType")}</span>;
}
