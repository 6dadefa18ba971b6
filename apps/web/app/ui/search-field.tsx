import { useT } from "#app/lib/i18n.ts";
import { Icon } from "./icon.tsx";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

interface SearchFieldProps {
  id: string;
  name: string;
  label: string;
  /** What the URL holds; the box starts again from it when it changes (back button, "clear"). */
  value: string;
  /** The wrapper's classes, for its place in the form's layout. */
  className?: string;
}

/** A labelled search box with the magnifier inside it, as the lists' and pickers' GET forms show it. */
export function SearchField({ id, name, label, value, className = "flex flex-col gap-2" }: SearchFieldProps) {
  const t = useT();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          name="search"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          name={name}
          defaultValue={value}
          key={value}
          placeholder={t("common.search")}
          maxLength={100}
          className="pl-9"
        />
      </div>
    </div>
  );
}
