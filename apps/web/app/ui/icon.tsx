import { createContext, type SVGProps, useContext, useEffect } from "react";
import { ensureIcon } from "#app/lib/icons/ensure-icon.ts";
import { type IconName, iconSymbolId } from "#app/lib/icons/icon-names.ts";

/**
 * On the server, the names of the icons a page renders: entry.server puts the matching symbols in the
 * page's sprite once, and every icon is a `<use>` of its symbol instead of a copy of its SVG.
 */
export const IconCollectorContext = createContext<Set<string> | null>(null);

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "ref"> {
  name: IconName;
}

/**
 * One icon of the product's collection (app/icons/lucide.json), drawn from the page's sprite. Decorative by
 * default (aria-hidden); give it `aria-label` and `role="img"` where the icon alone carries meaning.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const collector = useContext(IconCollectorContext);
  collector?.add(name);
  useEffect(() => ensureIcon(name), [name]);
  const isLabelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller names it with aria-label
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden={isLabelled ? undefined : true}
      className={className}
      {...props}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
