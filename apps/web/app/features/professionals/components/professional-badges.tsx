import { useT } from "#app/lib/i18n.ts";
import { replyTime } from "#app/lib/reply-time.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";

/** "Verified" and "Usually replies within 2 hours", when they apply; the words carry the meaning. */
export function ProfessionalBadges({
  isVerified,
  medianReplyMinutes,
}: {
  isVerified: boolean;
  medianReplyMinutes: number | null;
}) {
  const t = useT();
  const reply = replyTime(medianReplyMinutes);
  if (!isVerified && !reply) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {isVerified ? (
        <li>
          <Badge variant="success">
            <Icon name="badge-check" aria-hidden="true" className="size-3.5" />
            {t("professionals.verified")}
          </Badge>
        </li>
      ) : null}
      {reply ? (
        <li>
          <Badge variant="outline">
            <Icon name="clock" aria-hidden="true" className="size-3.5" />
            {t(reply.key, reply.values)}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
