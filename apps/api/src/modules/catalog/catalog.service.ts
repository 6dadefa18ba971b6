/**
 * The public catalog: every translated list in one response, labels in one locale, for the listing
 * editor's selects and the search filters. Lists are short, so one call loads them all.
 */
import type { TCatalog } from "@keel/contracts/catalog";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { labelIn } from "./labels.ts";
import { findReferenceRows } from "./reference.repository.ts";
import { compareValues } from "./reference.service.ts";
import { REFERENCE_LISTS, type ReferenceList } from "./reference-lists.ts";

interface Option {
  id: number;
  code: string;
  label: string;
  extra: string | number | null;
}

/** The list's values as options, by sort order then label. */
async function optionsOf(db: Kysely<Database>, list: ReferenceList, locale: Locale): Promise<Option[]> {
  const rows = await findReferenceRows(db, list);
  const values = rows.map((row) => ({ ...row, label: labelIn(row, locale) ?? row.code }));
  return values
    .sort(compareValues("sortOrder", locale))
    .map(({ id, code, label, extra }) => ({ id, code, label, extra }));
}

const plain = ({ id, code, label }: Option) => ({ id, code, label });

/** Boat types (with category), conditions, availabilities and equipment types with their equipments. */
export async function getCatalog(db: Kysely<Database>, locale: Locale): Promise<TCatalog> {
  const lists = REFERENCE_LISTS;
  const [boatTypes, conditions, availabilities, equipmentTypes, equipments] = await Promise.all(
    [lists.boatTypes, lists.conditions, lists.availabilities, lists.equipmentTypes, lists.equipments].map(
      (list) => optionsOf(db, list, locale),
    ),
  );
  return {
    locale,
    boatTypes: boatTypes!.map((option) => ({
      ...plain(option),
      category: option.extra as TCatalog["boatTypes"][number]["category"],
    })),
    conditions: conditions!.map(plain),
    availabilities: availabilities!.map(plain),
    equipmentTypes: equipmentTypes!.map((type) => ({
      ...plain(type),
      equipments: equipments!.filter((equipment) => equipment.extra === type.id).map(plain),
    })),
  };
}
