import { weekStartsOn } from "@keel/contracts/locales";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { dateTimeFormat } from "#app/lib/intl.ts";
import { Button } from "./button.tsx";
import {
  addMonths,
  type DayRange,
  isInRange,
  isIsoDay,
  monthWeeks,
  moveFocus,
  pickDay,
  weekdayNames,
} from "./calendar.ts";
import { Icon } from "./icon.tsx";
import { Abbreviation } from "./text-tooltip.tsx";
import { Tooltip } from "./tooltip.tsx";

export interface DateRangePickerProps {
  /** Field names the form submits (`YYYY-MM-DD`). */
  fromName: string;
  toName: string;
  defaultFrom?: string | null;
  defaultTo?: string | null;
  /** Today (UTC date), where the calendar opens without a range. */
  today: string;
  /** Translated field errors. */
  fromError?: string;
  toError?: string;
  className?: string;
}

/**
 * A date range: two date fields (typing works without JavaScript) and a calendar to pick both ends, laid out
 * in weeks that start on the page language's first day. The calendar is a grid: arrows move by day and week,
 * Page Up/Down by month, Home/End to the week's ends, Enter or Space picks, Escape closes.
 */
export function DateRangePicker({
  fromName,
  toName,
  defaultFrom,
  defaultTo,
  today,
  fromError,
  toError,
  className,
}: DateRangePickerProps) {
  const t = useT();
  const id = useId();
  const [range, setRange] = useState<DayRange>({
    from: isIsoDay(defaultFrom) ? defaultFrom : null,
    to: isIsoDay(defaultTo) ? defaultTo : null,
  });
  const [isOpen, setIsOpen] = useState(false);
  const field = (name: "from" | "to", label: string, error?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        name={name === "from" ? fromName : toName}
        value={range[name] ?? ""}
        onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value || null }))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        className={cn(
          "h-9 rounded-md border border-input bg-background px-3 text-sm [&::-webkit-calendar-picker-indicator]:hidden",
          error && "border-destructive",
        )}
      />
      {error ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className={cn("flex flex-wrap items-end gap-3", className)}>
      {field("from", t("datePicker.from"), fromError)}
      {field("to", t("datePicker.to"), toError)}
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Tooltip content={t("datePicker.open")}>
          <Popover.Trigger asChild>
            <Button type="button" variant="outline" size="icon" aria-label={t("datePicker.open")}>
              <Icon name="calendar" />
            </Button>
          </Popover.Trigger>
        </Tooltip>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
          >
            <CalendarGrid
              range={range}
              today={today}
              onPick={(day) => {
                const next = pickDay(range, day);
                setRange(next);
                if (next.from && next.to) setIsOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

function CalendarGrid({
  range,
  today,
  onPick,
}: {
  range: DayRange;
  today: string;
  onPick: (day: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const weekStart = weekStartsOn(locale);
  const [focused, setFocused] = useState(range.to ?? range.from ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const shouldFocus = useRef(true);

  useEffect(() => {
    if (!shouldFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focused, event.key, weekStart);
    if (!next) return;
    event.preventDefault();
    shouldFocus.current = true;
    setFocused(next);
  };
  const month = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${focused.slice(0, 7)}-01T00:00:00Z`),
  );
  const dayLabel = dateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const weekdays = weekdayNames(locale, weekStart);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Tooltip content={t("datePicker.previousMonth")}>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("datePicker.previousMonth")}
            onClick={() => {
              shouldFocus.current = false;
              setFocused(addMonths(focused, -1));
            }}
          >
            <Icon name="chevron-left" />
          </Button>
        </Tooltip>
        <h2 id={headingId} aria-live="polite" className="text-sm font-semibold">
          {month}
        </h2>
        <Tooltip content={t("datePicker.nextMonth")}>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("datePicker.nextMonth")}
            onClick={() => {
              shouldFocus.current = false;
              setFocused(addMonths(focused, 1));
            }}
          >
            <Icon name="chevron-right" />
          </Button>
        </Tooltip>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern (a table with the grid role, one tab stop, arrows inside)
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="border-collapse"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col" className="size-9 text-xs font-medium text-muted-foreground">
                <Abbreviation full={day.long}>{day.short}</Abbreviation>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused, weekStart).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isOutside = day.slice(0, 7) !== focused.slice(0, 7);
                const isEnd = day === range.from || day === range.to;
                const isSelected = isEnd || isInRange(range, day);
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: grid cell of the date grid; its button takes the focus
                  // biome-ignore lint/a11y/useFocusableInteractive: the cell's button is the focusable element (roving tab stop)
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-0 text-center">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayLabel.format(new Date(`${day}T00:00:00Z`))}
                      aria-current={day === today ? "date" : undefined}
                      onClick={() => {
                        setFocused(day);
                        onPick(day);
                      }}
                      className={cn(
                        "size-9 rounded-md text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                        isOutside && "text-muted-foreground",
                        isSelected && "bg-primary/15 text-foreground",
                        isEnd && "bg-primary text-primary-foreground hover:bg-primary",
                        day === today && !isEnd && "font-bold underline",
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="max-w-64 text-xs text-muted-foreground">{t("datePicker.hint")}</p>
    </div>
  );
}
