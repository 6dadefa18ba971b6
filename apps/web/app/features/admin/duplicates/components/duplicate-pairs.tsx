import type { TDuplicate, TDuplicateList, TDuplicateSide } from "@keel/contracts/freshness";
import { Form, useNavigation } from "react-router";
import { BoatStatusBadge } from "#app/features/boats/index.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

interface Props {
  list: TDuplicateList;
  status: "open" | "dismissed";
  filters: readonly ("open" | "dismissed")[];
}

/** The two tabs (to review, dismissed), the pairs side by side, and the way to older pages. */
export function DuplicatePairs({ list, status, filters }: Props) {
  const t = useT();
  const locale = useLocale();
  const path = localizePath("/admin/duplicates", locale);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const href = (filter: string, page = 1) => `${path}?status=${filter}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <>
      <nav aria-label={t("duplicates.filters")} className="flex gap-2">
        {filters.map((filter) => (
          <Link
            key={filter}
            to={href(filter)}
            aria-current={filter === status ? "page" : undefined}
            className={buttonVariants({ variant: filter === status ? "primary" : "outline", size: "sm" })}
          >
            {t(`duplicates.filter.${filter}`)}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("duplicates.count", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <div className="rounded-lg border bg-muted/40 p-8 text-center">
          <p className="font-medium">{t(`duplicates.empty.${status}`)}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-6">
          {list.items.map((pair) => (
            <li key={pair.id}>
              <Pair pair={pair} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={t("duplicates.pages")} className="flex items-center gap-3 text-sm">
          {list.page > 1 ? <Link to={href(status, list.page - 1)}>{t("duplicates.previous")}</Link> : null}
          <span>{t("duplicates.pageOf", { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={href(status, list.page + 1)}>{t("duplicates.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

function Pair({ pair }: { pair: TDuplicate }) {
  const t = useT();
  const locale = useLocale();
  const isBusy = useNavigation().state !== "idle";
  const [first, second] = pair.boats;
  const headingId = `pair-${pair.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base">
          <Badge variant={pair.reason === "hin" ? "destructive" : "warning"}>
            {t(`duplicates.reason.${pair.reason}`)}
          </Badge>
          <span>{t("duplicates.pairTitle", { first: first.reference, second: second.reference })}</span>
        </h2>
        <p className="text-xs text-muted-foreground">
          {pair.dismissedAt
            ? t("duplicates.dismissedOn", { date: formatDate(pair.dismissedAt, locale, "long") })
            : t("duplicates.flaggedOn", { date: formatDate(pair.createdAt, locale, "long") })}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Side boat={first} reason={pair.reason} />
        <Side boat={second} reason={pair.reason} />
      </div>
      {pair.dismissedAt ? null : (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="pairId" value={pair.id} />
          <Button
            type="submit"
            name="intent"
            value="dismiss"
            variant="outline"
            size="sm"
            disabled={isBusy}
            aria-label={t("duplicates.dismissLabel", { first: first.reference, second: second.reference })}
          >
            <Icon name="search-check" />
            {t("duplicates.dismiss")}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** One boat's key facts; the ones the match is on are marked, so it reads at a glance. */
function Side({ boat, reason }: { boat: TDuplicateSide; reason: TDuplicate["reason"] }) {
  const t = useT();
  const locale = useLocale();
  const length =
    boat.lengthM === null
      ? null
      : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(boat.lengthM)} m`;
  // Country codes, not names: the browser's names can differ from the server's (decision 020).
  const place = [boat.city, boat.country].filter(Boolean).join(", ");
  const rows: { key: string; label: string; value: string | null; isSame: boolean }[] = [
    { key: "hin", label: t("duplicates.field.hin"), value: boat.hin, isSame: reason === "hin" },
    {
      key: "brandModel",
      label: t("duplicates.field.brandModel"),
      value: [boat.brandName, boat.modelName].filter(Boolean).join(" ") || null,
      isSame: reason === "specs",
    },
    {
      key: "year",
      label: t("duplicates.field.year"),
      value: boat.yearBuilt === null ? null : String(boat.yearBuilt),
      isSame: reason === "specs",
    },
    { key: "length", label: t("duplicates.field.length"), value: length, isSame: reason === "specs" },
    { key: "place", label: t("duplicates.field.place"), value: place || null, isSame: reason === "specs" },
    {
      key: "price",
      label: t("duplicates.field.price"),
      value: boat.isPriceOnRequest
        ? t("boat.priceOnRequest")
        : boat.priceAmount === null
          ? null
          : formatPrice(boat.priceAmount, boat.currency, locale),
      isSame: false,
    },
    {
      key: "published",
      label: t("duplicates.field.published"),
      value: boat.publishedAt ? formatDate(boat.publishedAt, locale, "medium") : null,
      isSame: false,
    },
  ];
  return (
    <article className="flex flex-col gap-3 rounded-lg bg-muted/40 p-4" aria-label={boat.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base">{boat.title}</h3>
          <p className="text-sm">
            <span className="font-mono">{boat.reference}</span> ·{" "}
            <Link to={localizePath(`/admin/teams/${boat.team.id}`, locale)}>{boat.team.name}</Link>
          </p>
        </div>
        <BoatStatusBadge status={boat.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className={cn(row.isSame && row.value && "font-semibold")}>
              {row.value ?? <span className="text-muted-foreground">{t("duplicates.notSet")}</span>}
              {row.isSame && row.value ? <span className="sr-only"> {t("duplicates.same")}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={localizePath(`/admin/boats/${boat.id}`, locale)} className={buttonVariants({ size: "sm" })}>
          <Icon name="shield" />
          {t("duplicates.open", { reference: boat.reference })}
        </Link>
        {boat.status === "published" || boat.status === "under_offer" ? (
          <Link
            to={localizePath(`/boats/${boat.slug}`, locale)}
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            <Icon name="external-link" />
            {t("duplicates.publicPage", { reference: boat.reference })}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
