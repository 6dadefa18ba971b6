/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week, in UTC) for recurring jobs:
 * `*`, numbers, ranges `a-b`, lists `a,b` and steps `*\/n` or `a-b/n`; day of week 0-6 (0 and 7 are Sunday).
 * As in cron, when both day fields are restricted a day matching either one matches.
 */

export interface Cron {
  source: string;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  anyDay: boolean;
  anyWeekday: boolean;
}

function field(text: string, min: number, max: number, name: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron: bad ${name} "${part}"`);
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1)
      throw new Error(`cron: ${name} out of range "${part}"`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function parseCron(source: string): Cron {
  const parts = source.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: "${source}" needs five fields`);
  const [minute, hour, day, month, weekday] = parts as [string, string, string, string, string];
  const weekdays = field(weekday, 0, 7, "day of week");
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    source,
    minutes: field(minute, 0, 59, "minute"),
    hours: field(hour, 0, 23, "hour"),
    days: field(day, 1, 31, "day of month"),
    months: field(month, 1, 12, "month"),
    weekdays,
    anyDay: day === "*",
    anyWeekday: weekday === "*",
  };
}

function dayMatches(cron: Cron, date: Date): boolean {
  if (!cron.months.has(date.getUTCMonth() + 1)) return false;
  const byDay = cron.days.has(date.getUTCDate());
  const byWeekday = cron.weekdays.has(date.getUTCDay());
  if (cron.anyDay && cron.anyWeekday) return true;
  if (cron.anyDay) return byWeekday;
  if (cron.anyWeekday) return byDay;
  return byDay || byWeekday;
}

const MINUTE = 60_000;

/**
 * The latest minute at or before `now` that the expression names (the start of the current period), or null
 * when none falls in the year before. Skips whole days and hours that cannot match, so it costs a few hundred
 * steps at most.
 */
export function previousRun(cron: Cron, now: Date): Date | null {
  const t = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  const limit = now.getTime() - 366 * 24 * 60 * MINUTE;
  while (t.getTime() >= limit) {
    if (!dayMatches(cron, t)) {
      t.setUTCHours(0, 0, 0, 0);
      t.setTime(t.getTime() - MINUTE);
      continue;
    }
    if (!cron.hours.has(t.getUTCHours())) {
      t.setUTCMinutes(0, 0, 0);
      t.setTime(t.getTime() - MINUTE);
      continue;
    }
    if (cron.minutes.has(t.getUTCMinutes())) return t;
    t.setTime(t.getTime() - MINUTE);
  }
  return null;
}
