/** Applies the route rules (route-rules.ts) before any loader: a rule's redirect wins over the page. */
import { type MiddlewareFunction, redirect, redirectDocument } from "react-router";
import { localeContext } from "./i18n.server.ts";
import { localizePath, splitLocalePath } from "./locale.ts";
import { findRuleRedirect } from "./route-rules.ts";

export const routeRulesMiddleware: MiddlewareFunction<Response> = ({ url, context }) => {
  const locale = context.get(localeContext);
  const rule = findRuleRedirect(splitLocalePath(url.pathname).path, (path) => localizePath(path, locale));
  if (!rule) return;
  const location = rule.kind === "route" && url.search ? `${rule.location}${url.search}` : rule.location;
  throw rule.kind === "document" ? redirectDocument(location, rule.status) : redirect(location, rule.status);
};
