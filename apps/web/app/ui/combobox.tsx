/**
 * A searchable combobox (WAI-ARIA combobox pattern, list autocomplete): an input with role "combobox", a
 * Radix Popover holding a listbox of role "option" items. Focus stays in the input; arrows move the active
 * option (aria-activedescendant), Enter picks it, Escape closes and restores, Alt+Down/Up open and close.
 * Options come from `loadOptions` (debounced, stale answers dropped); with `allowCreate`, the typed text is
 * offered as `Create "{label}"`. Leaving the field without picking restores the chosen value.
 */

import { Popover } from "radix-ui";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";
import { Tooltip } from "#app/ui/tooltip.tsx";
import {
  type ComboboxItem,
  type ComboboxOption,
  comboboxOptions,
  isNavigationKey,
  matchKey,
  moveActive,
  optionForEnter,
} from "./combobox-state.ts";
import { Icon } from "./icon.tsx";

export interface ComboboxValue {
  id: number | null;
  name: string;
}

interface ComboboxProps {
  id: string;
  label: string;
  value: ComboboxValue;
  onChange: (value: ComboboxValue) => void;
  loadOptions: (query: string, signal: AbortSignal) => Promise<ComboboxItem[]>;
  allowCreate: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const DEBOUNCE_MS = 150;

export function Combobox({
  id,
  label,
  value,
  onChange,
  loadOptions,
  allowCreate,
  disabled,
  invalid,
  describedBy,
}: ComboboxProps) {
  const t = useT();
  const listId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState(value.name);
  const [items, setItems] = useState<ComboboxItem[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const isTyping = useRef(false);

  // The shown text follows the chosen value, except while the person is typing a search.
  useEffect(() => {
    if (!isTyping.current) setQuery(value.name);
  }, [value.name]);

  // What was typed is the search; a freshly opened list searches with nothing (everything, best first).
  const search = isTyping.current ? query : "";
  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    setIsLoading(true);
    const timer = setTimeout(() => {
      loadOptions(search.trim(), controller.signal)
        .then((found) => {
          setItems(found);
          setHasFailed(false);
          setActiveIndex(found.length > 0 || (allowCreate && search.trim()) ? 0 : -1);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("combobox: could not load options", error);
          setItems([]);
          setHasFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isOpen, search, loadOptions, allowCreate]);

  const options = comboboxOptions(items, isTyping.current ? query : "", allowCreate);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = useCallback(() => {
    setIsOpen(false);
    setActiveIndex(-1);
    isTyping.current = false;
    setQuery(value.name);
  }, [value.name]);

  const pick = (option: ComboboxOption) => {
    isTyping.current = false;
    const next =
      option.kind === "item" ? { id: option.id, name: option.label } : { id: null, name: option.label };
    setQuery(next.name);
    setIsOpen(false);
    setActiveIndex(-1);
    if (next.id !== value.id || next.name !== value.name) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && event.altKey) {
      event.preventDefault();
      setIsOpen(true);
      return;
    }
    if (event.key === "ArrowUp" && event.altKey) {
      event.preventDefault();
      close();
      return;
    }
    // Home and End keep moving the caret in the text, as in a text field (APG).
    if (isNavigationKey(event.key) && event.key !== "Home" && event.key !== "End") {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        return;
      }
      setActiveIndex((current) => moveActive(current, event.key as never, options.length));
      return;
    }
    if (event.key === "Enter") {
      if (!isOpen) return;
      // Enter in the combobox picks; it never submits the editor.
      event.preventDefault();
      const option = optionForEnter(options, activeIndex, query);
      if (option) pick(option);
      return;
    }
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const onBlur = () => {
    if (!isTyping.current) return;
    const typed = query.trim();
    if (typed === "") {
      isTyping.current = false;
      setIsOpen(false);
      if (value.name !== "") onChange({ id: null, name: "" });
      return;
    }
    // A name typed in full is taken as that item; anything else needs an explicit pick or Create.
    const exact = items.find((item) => matchKey(item.label) === matchKey(typed));
    if (exact) pick({ kind: "item", id: exact.id, label: exact.label });
    else close();
  };

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const status = isLoading
    ? t("editor.combobox.loading")
    : hasFailed
      ? t("editor.combobox.failed")
      : options.length === 0
        ? t("common.noMatchingData")
        : t("editor.combobox.count", { count: options.length });

  return (
    <Popover.Root open={isOpen && !disabled} onOpenChange={(open) => (open ? setIsOpen(true) : close())}>
      <Popover.Anchor asChild>
        <div ref={anchorRef} className="relative">
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-expanded={isOpen}
            aria-controls={isOpen && options.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            placeholder={t("common.search")}
            value={query}
            onChange={(event) => {
              isTyping.current = true;
              setQuery(event.target.value);
              setIsOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            onClick={() => setIsOpen(true)}
            className={cn(
              "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground sm:text-sm",
              "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
              "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
            )}
          />
          <span className="absolute top-1/2 right-1 -translate-y-1/2">
            <Tooltip content={t("editor.combobox.toggle", { label })}>
              <button
                type="button"
                tabIndex={-1}
                aria-label={t("editor.combobox.toggle", { label })}
                disabled={disabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (isOpen) close();
                  else {
                    setIsOpen(true);
                    inputRef.current?.focus();
                  }
                }}
                className="flex size-8 items-center justify-center rounded text-muted-foreground hover:bg-muted"
              >
                <Icon name="chevrons-up-down" aria-hidden="true" className="size-4" />
              </button>
            </Tooltip>
          </span>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          role="presentation"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <p className="sr-only" role="status" aria-live="polite">
            {status}
          </p>
          {isLoading && options.length === 0 ? (
            <p className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground">
              <Icon name="loader-circle" aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              {t("editor.combobox.loading")}
            </p>
          ) : options.length === 0 ? (
            <p className="px-2 py-2 text-sm text-muted-foreground">
              {hasFailed ? t("editor.combobox.failed") : t("common.noMatchingData")}
            </p>
          ) : null}
          {options.length > 0 ? (
            <div id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto">
              {options.map((option, index) => {
                const isActive = index === activeIndex;
                const isChosen = option.kind === "item" && option.id === value.id;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (aria-activedescendant)
                  <div
                    key={option.kind === "item" ? option.id : "create"}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={isActive}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={() => pick(option)}
                    className={cn(
                      "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm",
                      isActive && "bg-accent text-accent-foreground",
                    )}
                  >
                    {option.kind === "create" ? (
                      <Icon name="plus" aria-hidden="true" className="size-4 shrink-0" />
                    ) : (
                      <Icon
                        name="check"
                        aria-hidden="true"
                        className={cn("size-4 shrink-0", isChosen ? "opacity-100" : "opacity-0")}
                      />
                    )}
                    <span className="truncate">
                      {option.kind === "create" ? t("common.create", { label: option.label }) : option.label}
                    </span>
                    {option.kind === "item" && option.pending ? (
                      <span className="ml-auto shrink-0 text-xs">({t("editor.option.pending")})</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
