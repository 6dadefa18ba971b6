/** Google tag (gtag.js) for the configured analytics id (the public site settings); nothing at all without an id. */
export function AnalyticsTag({ id, nonce }: { id: string; nonce?: string }) {
  if (!id) return null;
  // The id comes from validated configuration; it is still escaped so it can never close the script element.
  const idLiteral = JSON.stringify(id).replaceAll("<", "\\u003c");
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config",${idLiteral});`;
  return (
    <>
      <script
        async
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`}
        nonce={nonce}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed snippet, the only dynamic part is escaped */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
