import { type KeyboardEvent, useRef } from "react";
import { cn } from "#app/lib/cn.ts";
import { type ColorModePreference, parsePreference } from "#app/lib/color-mode.ts";
import { useColorMode } from "#app/lib/color-mode-provider.tsx";
import type { IconName } from "#app/lib/icons/icon-names.ts";
import { Icon } from "#app/ui/icon.tsx";

export interface ColorModeSwitchProps {
  /** Translated labels: the group ("Colour mode") and each choice ("Light", "Dark", "System"). */
  labels: { group: string; light: string; dark: string; system: string };
  /** Show the choice names beside the icons (otherwise they are the buttons' accessible names only). */
  showLabels?: boolean;
  className?: string;
}

const choices: { preference: ColorModePreference; icon: IconName }[] = [
  { preference: "light", icon: "sun" },
  { preference: "dark", icon: "moon" },
  { preference: "system", icon: "monitor" },
];

/**
 * Light / Dark / System as a radio group: arrow keys move between choices, the current one is checked. The
 * keyboard is Radix RadioGroup's, written out here because it is on every page (client JS budget,
 * docs/decisions/022-client-js-budget.md): Tab enters on the checked choice (the first while none is) and
 * leaves the group; Left/Right move and check, looping; Home/End (and PageUp/PageDown) move without checking;
 * Space checks; Enter does nothing, as WAI-ARIA has it for radios. An icon-only choice's name shows as a tooltip
 * on hover and keyboard focus, drawn by `.color-mode-option` (app.css) from its `aria-label`: no element per
 * tooltip, on a switch every page renders twice (docs/decisions/043-cheap-rendering.md).
 */
export function ColorModeSwitch({ labels, showLabels = false, className }: ColorModeSwitchProps) {
  const { preference, unknown, setPreference } = useColorMode();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Until the stored preference is read (server render, hydration) no choice is claimed.
  const checked = unknown ? null : preference;
  const tabStop = checked ?? choices[0]!.preference;

  const check = (choice: ColorModePreference) => {
    if (choice !== checked) setPreference(parsePreference(choice));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = choices.length - 1;
    const target: Record<string, [index: number, checks: boolean]> = {
      ArrowRight: [index === last ? 0 : index + 1, true],
      ArrowLeft: [index === 0 ? last : index - 1, true],
      Home: [0, false],
      PageUp: [0, false],
      End: [last, false],
      PageDown: [last, false],
    };
    if (event.key === "Enter") event.preventDefault();
    const move = target[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const [next, checks] = move;
    buttons.current[next]?.focus();
    if (checks) check(choices[next]!.preference);
  };

  return (
    <div
      role="radiogroup"
      aria-label={labels.group}
      aria-required={false}
      aria-orientation="horizontal"
      dir="ltr"
      className={cn(
        "inline-flex items-center gap-0.5 rounded-lg border border-input bg-background p-0.5",
        className,
      )}
    >
      {choices.map(({ preference: choice, icon: iconName }, index) => (
        // biome-ignore lint/a11y/useSemanticElements: buttons with the radio role, as Radix RadioGroup renders them
        <button
          key={choice}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={choice === checked}
          data-state={choice === checked ? "checked" : "unchecked"}
          value={choice}
          tabIndex={choice === tabStop ? 0 : -1}
          aria-label={showLabels ? undefined : labels[choice]}
          onClick={() => check(choice)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className="color-mode-option"
        >
          <Icon name={iconName} aria-hidden="true" className="size-4" />
          {showLabels ? <span>{labels[choice]}</span> : null}
        </button>
      ))}
    </div>
  );
}
