/** Equipment as checkbox groups, one per equipment type (navigation, electrics, comfort, deck, safety…). */
import { useT } from "#app/lib/i18n.ts";
import { useEditor } from "./editor-context.tsx";
import { EditorSection } from "./editor-section.tsx";

export function EquipmentSection() {
  const t = useT();
  const { catalog, values, update, isDisabled } = useEditor();
  const chosen = new Set(values.equipmentIds);
  const types = (catalog?.equipmentTypes ?? []).filter((type) => type.equipments.length > 0);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    update(
      "equipmentIds",
      [...next].sort((a, b) => a - b),
    );
  };
  return (
    <EditorSection id="equipment" grid={false}>
      {types.length === 0 ? <p className="text-sm text-muted-foreground">{t("common.noData")}</p> : null}
      <div className="grid gap-6 md:grid-cols-2">
        {types.map((type) => {
          const count = type.equipments.filter((e) => chosen.has(e.id)).length;
          return (
            <fieldset key={type.id} className="rounded-lg border p-4">
              <legend className="px-1 text-sm font-semibold">
                {type.label}
                {count > 0 ? (
                  <span className="ml-2 font-normal text-muted-foreground">
                    {t("editor.equipment.chosen", { count })}
                  </span>
                ) : null}
              </legend>
              <ul className="grid gap-2 sm:grid-cols-2">
                {type.equipments.map((equipment) => {
                  const id = `boat-equipment-${equipment.id}`;
                  return (
                    <li key={equipment.id} className="flex items-center gap-2">
                      <input
                        id={id}
                        type="checkbox"
                        checked={chosen.has(equipment.id)}
                        onChange={(event) => toggle(equipment.id, event.target.checked)}
                        disabled={isDisabled}
                        className="size-4 shrink-0 accent-primary"
                      />
                      <label htmlFor={id} className="text-sm">
                        {equipment.label}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </EditorSection>
  );
}
