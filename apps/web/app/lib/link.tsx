/**
 * React Router's `<Link>` and `<NavLink>`, cheaper to render on the server (docs/decisions/043-cheap-rendering.md).
 *
 * In the browser they are React Router's own: the browser's build takes link.browser.ts instead of this module
 * (apps/web/package.json's `imports`, the `browser` condition), a plain re-export. On the server a page
 * writes dozens of links (a search page 55: cards, header, footer, pagination), and React Router's components
 * resolve each one against the route's matches, build a click handler and a prefetch state that markup never shows:
 * about 8 µs a link, 4 % of a page's server time. A link to a plain same-site path (`/boats/x?page=2#latest`,
 * what `localizePath` gives) is written here as the same `<a>` React Router writes, `data-discover` included,
 * without that work. Anything else (another site, a relative path, dot segments, characters React Router would
 * encode, props that change its markup or behaviour on the server) goes to React Router's own component.
 * `link.test.tsx` renders both over a range of paths and locations and compares their markup.
 */
import { type ComponentProps, type ReactNode, useContext } from "react";
import {
  type LinkProps,
  UNSAFE_NavigationContext as NavigationContext,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from "react-router";

/**
 * A path React Router writes as it is: absolute, on this site, segments of unreserved characters (no dot
 * segment, nothing to percent-encode), and a query and a fragment that are not empty.
 */
const PLAIN_PATH = /^(?=\/)(?:\/[\w~-]+(?:\.[\w~-]+)*)*\/?(?:\?[^#]+)?(?:#.+)?$/;

/** What a server-written link may be given: props React Router's markup passes through, and a plain `to`. */
type PlainLinkProps = Omit<ComponentProps<"a">, "href" | "ref"> & { to: string };

/** Props that change what React Router's `<Link>` writes or does on the server: those links are its own. */
const ROUTER_LINK_PROPS = ["discover", "prefetch", "reloadDocument", "relative", "mask"] as const;

function isPlain(props: LinkProps, basename: string): props is LinkProps & PlainLinkProps {
  return (
    basename === "/" &&
    typeof props.to === "string" &&
    PLAIN_PATH.test(props.to) &&
    ROUTER_LINK_PROPS.every((name) => props[name] === undefined)
  );
}

/** `<Link>` as the server writes it (exported for its tests; pages use `Link`). */
export function ServerLink(props: LinkProps) {
  const { basename } = useContext(NavigationContext);
  if (!isPlain(props, basename)) return <RouterLink {...props} />;
  // React Router's order: the other props, then href, target and data-discover. Handlers are not written.
  const { to, target, replace, state, preventScrollReset, viewTransition, defaultShouldRevalidate, ...rest } =
    props;
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

/** The pathname part of a plain path, as NavLink compares it (case-insensitive unless asked otherwise). */
function pathnameOf(to: string): string {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

/** `<NavLink>` as the server writes it (exported for its tests; pages use `NavLink`). */
export function ServerNavLink(props: NavLinkProps) {
  const { basename } = useContext(NavigationContext);
  const { pathname } = useLocation();
  const { className, style, children, caseSensitive = false, end = false } = props;
  if (
    !isPlain(props as LinkProps, basename) ||
    typeof className === "function" ||
    typeof children === "function" ||
    style !== undefined ||
    props.viewTransition !== undefined
  )
    return <RouterNavLink {...props} />;
  const {
    to,
    caseSensitive: _caseSensitive,
    end: _end,
    className: _className,
    "aria-current": ariaCurrentProp = "page",
    ...rest
  } = props as NavLinkProps & { to: string };
  let toPathname = pathnameOf(to);
  let locationPathname = pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  // React Router's test: the same path, or (unless `end`) a path below it.
  const endSlash = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === "/");
  return (
    <ServerLink
      {...(rest as PlainLinkProps)}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={[className, isActive ? "active" : null].filter(Boolean).join(" ")}
      to={to}
    >
      {children as ReactNode}
    </ServerLink>
  );
}

export const Link: typeof RouterLink = import.meta.env.SSR
  ? (ServerLink as unknown as typeof RouterLink)
  : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as unknown as typeof RouterNavLink)
  : RouterNavLink;
