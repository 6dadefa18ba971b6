import type { TeamRole } from "@keel/contracts/auth";
import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { Icon } from "#app/ui/icon.tsx";

export interface InvitationView {
  id: string;
  team: { id: number; name: string };
  role: TeamRole;
  invitedBy: string | null;
  expiresAt: string;
  status: "pending" | "accepted" | "revoked" | "expired";
  /** The address it was sent to, masked (`j•••@example.com`). */
  maskedEmail: string;
  isForYou: boolean;
  isMember: boolean;
}

/** The invitation, or the reason it cannot be accepted, in the auth layout's card. */
export function InvitationCard({
  invitation,
  signedInAs,
}: {
  invitation: InvitationView | null;
  signedInAs: string;
}) {
  const t = useT();
  if (!invitation) {
    return (
      <Problem icon={<Icon name="mail-x" className="size-6" />} title={t("invitation.unknown.title")}>
        {t("invitation.unknown.body")}
      </Problem>
    );
  }
  const team = invitation.team.name;
  if (!invitation.isForYou) {
    return <NotForYou team={team} invited={invitation.maskedEmail} signedInAs={signedInAs} />;
  }
  if (invitation.status === "expired") {
    return (
      <Problem icon={<Icon name="calendar-clock" className="size-6" />} title={t("invitation.expired.title")}>
        {invitation.invitedBy
          ? t("invitation.expired.bodyFrom", { team, inviter: invitation.invitedBy })
          : t("invitation.expired.body", { team })}
      </Problem>
    );
  }
  if (invitation.status === "revoked") {
    return (
      <Problem icon={<Icon name="mail-x" className="size-6" />} title={t("invitation.revoked.title")}>
        {t("invitation.revoked.body", { team })}
      </Problem>
    );
  }
  if (invitation.status === "accepted") {
    return (
      <Problem
        icon={<Icon name="circle-exclamation-point" className="size-6" />}
        title={t("invitation.used.title")}
      >
        {invitation.isMember
          ? t("invitation.used.memberBody", { team })
          : t("invitation.used.body", { team })}
      </Problem>
    );
  }
  return <Pending invitation={invitation} />;
}

function Pending({ invitation }: { invitation: InvitationView }) {
  const t = useT();
  const locale = useLocale();
  const isSubmitting = useNavigation().state === "submitting";
  const rows: Array<[string, string]> = [
    [t("invitation.team"), invitation.team.name],
    [t("invitation.role"), t(`team.role.${invitation.role}`)],
    [t("invitation.invitedBy"), invitation.invitedBy ?? t("invitation.invitedByUnknown")],
    [t("invitation.expires"), formatDate(invitation.expiresAt, locale, "long")],
  ];
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-start">
        <div className="mb-2 rounded-full bg-accent p-3 text-accent-foreground" aria-hidden="true">
          <Icon name="user-round-plus" className="size-6" />
        </div>
        <h1 className="text-2xl">{t("invitation.title", { team: invitation.team.name })}</h1>
        <CardDescription>{t("invitation.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {invitation.isMember ? (
          <p className="rounded-md border bg-muted p-3 text-sm">{t("invitation.alreadyMember")}</p>
        ) : null}
        <Form method="post">
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t("invitation.accepting") : t("invitation.accept")}
          </Button>
        </Form>
        <p className="text-center text-sm">
          <Link to={localizePath("/dashboard", locale)}>{t("invitation.notNow")}</Link>
        </p>
      </CardContent>
    </Card>
  );
}

function NotForYou({ team, invited, signedInAs }: { team: string; invited: string; signedInAs: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const backHere = `${localizePath("/auth/login", locale)}?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <Problem icon={<Icon name="mail-x" className="size-6" />} title={t("invitation.notForYou.title")}>
      <span className="flex flex-col gap-3">
        <span>{t("invitation.notForYou.body", { team, invited, email: signedInAs })}</span>
        {/* reloadDocument: logout answers with a full page load (no signed-in state left in memory). */}
        <Form method="post" action={localizePath("/auth/logout", locale)} reloadDocument>
          <input type="hidden" name="redirect" value={backHere} />
          <Button type="submit" className="w-full">
            {t("invitation.notForYou.switch")}
          </Button>
        </Form>
      </span>
    </Problem>
  );
}

function Problem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-start">
        <div className="mb-2 rounded-full bg-muted p-3 text-foreground" aria-hidden="true">
          {icon}
        </div>
        <h1 className="text-2xl">{title}</h1>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="text-sm text-muted-foreground">{children}</div>
        <p className="text-center text-sm">
          <Link to={localizePath("/dashboard", locale)}>{t("invitation.toDashboard")}</Link>
        </p>
      </CardContent>
    </Card>
  );
}
