/**
 * From catalog forms to API bodies, and from the public catalog to select options. Pure: the route actions
 * and loaders call these, unit tests pin them down. Numbers are checked here (a sort order of "ten" never
 * reaches the API); everything else is the API's to judge, and its field errors come back translated.
 */
import type { TCatalog } from "@keel/contracts/catalog";
import { LABEL_FIELDS, type ReferenceList } from "./catalog-lists.ts";

export type BodyResult<T> = { ok: true; value: T } | { ok: false; field: string; errorKey: string };

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * The API body of a translated list value from the form's strings. Labels and code are trimmed; an empty sort
 * order is left out (a new value then goes to the end, an edited one keeps its place); the extra field is sent
 * only for the list that has it, and only when chosen.
 */
export function referenceBody(
  list: ReferenceList,
  values: Partial<Record<string, string>>,
): BodyResult<Record<string, string | number>> {
  const body: Record<string, string | number> = {};
  for (const { name } of LABEL_FIELDS) body[name] = (values[name] ?? "").trim();
  body.code = (values.code ?? "").trim();
  const sortOrder = (values.sortOrder ?? "").trim();
  if (sortOrder !== "") {
    if (!WHOLE_NUMBER.test(sortOrder))
      return { ok: false, field: "sortOrder", errorKey: "catalog.fieldError.wholeNumber" };
    body.sortOrder = Number(sortOrder);
  }
  // An empty select is left out: the API then names every missing field at once, in one answer.
  if (list.extra === "category") {
    const category = (values.category ?? "").trim();
    if (category !== "") body.category = category;
  }
  if (list.extra === "equipmentTypeId") {
    const typeId = (values.equipmentTypeId ?? "").trim();
    if (WHOLE_NUMBER.test(typeId) && Number(typeId) > 0) body.equipmentTypeId = Number(typeId);
    else if (typeId !== "")
      return { ok: false, field: "equipmentTypeId", errorKey: "catalog.fieldError.chooseValue" };
  }
  return { ok: true, value: body };
}

export interface SelectOption {
  value: string;
  label: string;
  /** An <optgroup> label. */
  group?: string;
}

/**
 * The values a value of `list` can be merged into: the other values of the same list, in the catalog's order
 * (sort order, then label), equipments grouped by their type.
 */
export function referenceMergeOptions(
  list: ReferenceList,
  catalog: TCatalog,
  exceptId: number,
): SelectOption[] {
  const plain = (options: { id: number; label: string }[]) =>
    options
      .filter((option) => option.id !== exceptId)
      .map((option) => ({ value: String(option.id), label: option.label }));
  switch (list.kind) {
    case "boat-types":
      return plain(catalog.boatTypes);
    case "conditions":
      return plain(catalog.conditions);
    case "availabilities":
      return plain(catalog.availabilities);
    case "equipment-types":
      return plain(catalog.equipmentTypes);
    case "equipments":
      return catalog.equipmentTypes.flatMap((type) =>
        plain(type.equipments).map((option) => ({ ...option, group: type.label })),
      );
  }
}
