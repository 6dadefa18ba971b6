import { type ComponentProps, useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";

/**
 * A password field with a show/hide toggle (easier than a confirmation field to catch typos, NIST 800-63B).
 * The toggle needs JavaScript, so it appears only once the page is interactive: no dead button before.
 */
export function PasswordInput({
  id,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { id: string }) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);
  const [isInteractive, setIsInteractive] = useState(false);
  useEffect(() => setIsInteractive(true), []);
  return (
    <div className="relative">
      <Input
        id={id}
        type={isVisible ? "text" : "password"}
        className={cn(isInteractive && "pr-11", className)}
        {...props}
      />
      {isInteractive ? (
        <button
          type="button"
          aria-controls={id}
          aria-pressed={isVisible}
          aria-label={t("password.show")}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {isVisible ? (
            <Icon name="eye-off" aria-hidden="true" className="size-4" />
          ) : (
            <Icon name="eye" aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
    </div>
  );
}
