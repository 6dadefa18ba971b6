/**
 * "Usually replies within …" from a team's median first-reply time (the API's `medianReplyMinutes`).
 * The figure is rounded up to a bucket a person reads at a glance: a promise of "within 2 hours" for a median
 * of 61 minutes is honest; "within 61 minutes" is false precision.
 */
export type ReplyTime =
  | { key: "professionals.reply.minutes"; values: { minutes: number } }
  | { key: "professionals.reply.hours"; values: { hours: number } }
  | { key: "professionals.reply.days"; values: { days: number } };

const HOUR = 60;
const DAY = 24 * HOUR;

/** The text key and values of the badge; null when the team has no median yet. */
export function replyTime(minutes: number | null): ReplyTime | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes <= 15) return { key: "professionals.reply.minutes", values: { minutes: 15 } };
  if (minutes <= 30) return { key: "professionals.reply.minutes", values: { minutes: 30 } };
  if (minutes <= DAY)
    return { key: "professionals.reply.hours", values: { hours: Math.ceil(minutes / HOUR) } };
  return { key: "professionals.reply.days", values: { days: Math.ceil(minutes / DAY) } };
}
