import { useT } from "#app/lib/i18n.ts";

/**
 * Ready-to-run requests with the site's own address and the current team: the key is read from an environment
 * variable, so nothing secret lands in a shell history or a script.
 */
export function CurlExamples({ apiBaseUrl, teamId }: { apiBaseUrl: string; teamId: number }) {
  const t = useT();
  const team = `${apiBaseUrl}/teams/${teamId}`;
  const examples = [
    {
      id: "list",
      title: t("apiKeys.examples.listBoats"),
      command: `curl -H "Authorization: Bearer $KEEL_API_KEY" \\\n  "${team}/boats"`,
    },
    {
      id: "create",
      title: t("apiKeys.examples.createBoat"),
      command: `curl -X POST -H "Authorization: Bearer $KEEL_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '{"title": "Beneteau Oceanis 40.1"}' \\\n  "${team}/boats"`,
    },
    {
      id: "messages",
      title: t("apiKeys.examples.readMessages"),
      command: `curl -H "Authorization: Bearer $KEEL_API_KEY" \\\n  "${team}/conversations"`,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {t("apiKeys.examples.variable")} <code className="text-xs">export KEEL_API_KEY=keel_…</code>
      </p>
      {examples.map((example) => (
        <figure key={example.id} className="flex flex-col gap-1.5">
          <figcaption className="text-sm font-medium">{example.title}</figcaption>
          <pre className="rounded-md border bg-muted p-3 text-xs break-all whitespace-pre-wrap">
            <code>{example.command}</code>
          </pre>
        </figure>
      ))}
    </div>
  );
}
