import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's `<Scripts>`, with its module preloads asked for at low priority (`fetchpriority="low"`;
 * decision 054). They are not needed for the first paint, which needs the document and the stylesheet only
 * (module scripts never block rendering), yet at their default high priority they share the first round trips
 * of a slow connection with the stylesheet and the page's largest image. At low priority the browser asks for
 * them once those are under way; hydration starts from them as before. `<Scripts>` renders the preloads on the
 * server and on the hydrating render only (nothing once hydrated), so the links keep the same attributes on
 * both sides.
 */
export function LowPriorityScripts(props: Parameters<typeof Scripts>[0]) {
  // A component called as a function runs its hooks as this component's own, unconditionally, in the same order.
  return lowerModulePreloads(Scripts(props));
}

/** `node` with every `<link rel="modulepreload">` in it given `fetchPriority="low"`. */
export function lowerModulePreloads(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return Children.map(node, lowerModulePreloads);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload")
    return cloneElement(element as ReactElement<{ fetchPriority?: string }>, { fetchPriority: "low" });
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, lowerModulePreloads(element.props.children));
}
