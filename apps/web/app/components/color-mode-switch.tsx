import { type LucideIcon, Monitor, Moon, Sun } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { cn } from "../lib/cn.ts";
import { type ColorModePreference, parsePreference } from "../lib/color-mode.ts";
import { useColorMode } from "../lib/color-mode-provider.tsx";

export interface ColorModeSwitchProps {
  /** Translated labels: the group ("Colour mode") and each choice ("Light", "Dark", "System"). */
  labels: { group: string; light: string; dark: string; system: string };
  /** Show the choice names beside the icons (otherwise they are the buttons' accessible names only). */
  showLabels?: boolean;
  className?: string;
}

const choices: { preference: ColorModePreference; icon: LucideIcon }[] = [
  { preference: "light", icon: Sun },
  { preference: "dark", icon: Moon },
  { preference: "system", icon: Monitor },
];

/** Light / Dark / System as a radio group: arrow keys move between choices, the current one is checked. */
export function ColorModeSwitch({ labels, showLabels = false, className }: ColorModeSwitchProps) {
  const { preference, unknown, setPreference } = useColorMode();
  return (
    <RadioGroup.Root
      aria-label={labels.group}
      orientation="horizontal"
      // Until the stored preference is read (server render, hydration) no choice is claimed.
      value={unknown ? "" : preference}
      onValueChange={(value) => setPreference(parsePreference(value))}
      className={cn(
        "inline-flex items-center gap-0.5 rounded-lg border border-input bg-background p-0.5",
        className,
      )}
    >
      {choices.map(({ preference: choice, icon: Icon }) => (
        <RadioGroup.Item
          key={choice}
          value={choice}
          aria-label={showLabels ? undefined : labels[choice]}
          title={showLabels ? undefined : labels[choice]}
          className={cn(
            "inline-flex h-8 min-w-8 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground",
            "hover:bg-muted hover:text-foreground",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            "data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {showLabels ? <span>{labels[choice]}</span> : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
