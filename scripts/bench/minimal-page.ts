/**
 * `node scripts/bench/minimal-page.ts PORT`: the yardstick of bench:pages, a minimal React Router page
 * served by the same libraries as the web app (React Router's data router, React's streaming renderer, Node's
 * HTTP server): one route, `/boats/:slug`, whose loader returns the slug and whose page shows it in a small
 * document. What a page costs the web server is printed beside the cost of this one, measured in the same
 * run: a ratio stays steady on a busy machine where absolute figures do not.
 */
import { createServer } from "node:http";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";

function BoatPage() {
  const { slug } = useLoaderData() as { slug: string };
  return h("main", null, h("h1", null, slug), h("p", null, "A boat for sale."));
}

const routes = [
  {
    path: "/boats/:slug",
    loader: ({ params }: { params: { slug?: string } }) => ({ slug: params.slug ?? "" }),
    Component: BoatPage,
  },
];
const handler = createStaticHandler(routes);

const server = createServer(async (req, res) => {
  const controller = new AbortController();
  res.once("close", () => controller.abort());
  const request = new Request(new URL(req.url ?? "/", "http://127.0.0.1"), {
    headers: req.headers as Record<string, string>,
    signal: controller.signal,
  });
  const context = await handler.query(request);
  if (context instanceof Response) {
    res.writeHead(context.status).end();
    return;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { pipe } = renderToPipeableStream(
    h(
      "html",
      { lang: "en" },
      h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Boat")),
      h("body", null, h(StaticRouterProvider, { router, context })),
    ),
    {
      onShellReady() {
        res.writeHead(context.statusCode, { "Content-Type": "text/html; charset=utf-8" });
        pipe(res);
      },
      onShellError() {
        res.writeHead(500).end();
      },
    },
  );
});
server.listen(Number(process.argv[2]), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
