import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

export interface SessionRow {
  id: string;
  /** "Firefox 128 on Windows", translated by the loader. */
  device: string;
  ip: string | null;
  lastUsedAt: string;
  /** "5 minutes ago", computed by the loader (one clock for server and browser, no hydration drift). */
  lastActive: string;
  isCurrent: boolean;
}

/** Where the account is signed in, and "sign out other sessions". */
export function SessionsList({ sessions }: { sessions: SessionRow[] }) {
  const t = useT();
  const navigation = useNavigation();
  const isSigningOut =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "signOutOthers";
  const others = sessions.filter((session) => !session.isCurrent).length;
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y rounded-md border">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
            <Icon name="laptop" aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.isCurrent ? (
                  <Badge variant="success">{t("settings.sessions.thisDevice")}</Badge>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {t("settings.sessions.ip", { ip: session.ip ?? t("settings.sessions.unknownIp") })}
                {" · "}
                {t("settings.sessions.lastActive")}{" "}
                <time dateTime={session.lastUsedAt}>{session.lastActive}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="signOutOthers" />
        <Button type="submit" variant="outline" disabled={isSigningOut || others === 0}>
          <Icon name="log-out" aria-hidden="true" />
          {t("settings.sessions.signOutOthers")}
        </Button>
        {others === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t("settings.sessions.noOthers")}</p>
        ) : null}
      </Form>
    </div>
  );
}
