/**
 * Every specification of the boat, grouped (boat-specs.ts, run by the loader: the page gets the rows ready), then
 * equipment by type and the features.
 */

import type { TPublicBoat } from "@keel/contracts/public-boat";
import type { SpecGroup, SpecRow } from "#app/features/boat-page/boat-specs.ts";
import { useT } from "#app/lib/i18n.ts";

/** Label and value rows; their look is one class on the list (`.spec-list` in app.css), not on every row. */
function SpecList({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className="spec-list">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SpecSections({
  boat,
  groups,
}: {
  boat: Pick<TPublicBoat, "equipment" | "features">;
  groups: SpecGroup[];
}) {
  const t = useT();
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`spec-${group.key}`}
          className="below-fold flex flex-col gap-3"
        >
          <h2 id={`spec-${group.key}`} className="text-xl">
            {group.title}
          </h2>
          {group.rows.length > 0 ? <SpecList rows={group.rows} /> : null}
          {group.subgroups?.map((sub) => (
            <div key={sub.title} className="flex flex-col gap-1">
              <h3 className="text-base">{sub.title}</h3>
              <SpecList rows={sub.rows} />
            </div>
          ))}
        </section>
      ))}
      {boat.equipment.length > 0 ? (
        <section aria-labelledby="spec-equipment" className="below-fold flex flex-col gap-3">
          <h2 id="spec-equipment" className="text-xl">
            {t("boat.section.equipment")}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {boat.equipment.map((type) => (
              <div key={type.type} className="flex flex-col gap-2">
                <h3 className="text-base">{type.label}</h3>
                <ul className="check-list">
                  {type.items.map((item) => (
                    <li key={item.code}>{item.label}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {boat.features.length > 0 ? (
        <section aria-labelledby="spec-features" className="below-fold flex flex-col gap-3">
          <h2 id="spec-features" className="text-xl">
            {t("boat.section.features")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {boat.features.map((feature) => (
              <li
                key={feature}
                className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
              >
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
