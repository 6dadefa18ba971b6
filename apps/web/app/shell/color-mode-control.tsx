import { useT } from "#app/lib/i18n.ts";
import { ColorModeSwitch } from "./color-mode-switch.tsx";

/** The colour mode switch with its labels from the texts. */
export function ColorModeControl({ className }: { className?: string }) {
  const t = useT();
  return (
    <ColorModeSwitch
      className={className}
      labels={{
        group: t("colorMode.label"),
        light: t("colorMode.light"),
        dark: t("colorMode.dark"),
        system: t("colorMode.system"),
      }}
    />
  );
}
