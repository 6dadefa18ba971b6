/**
 * The five translated reference lists share one shape (code, sort order, a label per locale) and one
 * implementation (reference.repository.ts, reference.service.ts, reference.routes.ts). What sets them apart is
 * written here: the table, at most one extra column, and the rows that point at a value.
 */
import type { BoatCategory } from "@keel/contracts/catalog";
import type { MessageKey } from "../../i18n/messages.ts";

export type ReferenceTable = "boatTypes" | "conditions" | "availabilities" | "equipmentTypes" | "equipments";

/** The extra columns, by name, with their values. */
export interface ExtraFields {
  category: BoatCategory;
  equipmentTypeId: number;
}

export interface ReferenceList {
  /** Route segment under `admin/`. */
  path: string;
  /** Entity type in the audit log. */
  entity: string;
  table: ReferenceTable;
  /**
   * The list's one column beyond code, sort order and labels. `references` is the list it points into and the
   * message for an id that is not there.
   */
  extra: {
    column: keyof ExtraFields;
    references?: { list: ReferenceList; missing: MessageKey };
  } | null;
  /**
   * The rows that use a value: counted as its usage, moved by a merge. `pairColumn` is the other half of the
   * using table's key: rows that would become duplicates of the target's on a merge are dropped instead.
   */
  usedBy: {
    table: "boats" | "boatEquipments" | "equipments";
    column: "boatTypeId" | "conditionId" | "availabilityId" | "equipmentId" | "equipmentTypeId";
    pairColumn?: "boatId";
  };
  /** What the usage counts, for the messages that speak of it. */
  usageUnit: "boats" | "equipments";
}

const equipmentTypes: ReferenceList = {
  path: "equipment-types",
  entity: "equipment_type",
  table: "equipmentTypes",
  extra: null,
  usedBy: { table: "equipments", column: "equipmentTypeId" },
  usageUnit: "equipments",
};

export const REFERENCE_LISTS = {
  boatTypes: {
    path: "boat-types",
    entity: "boat_type",
    table: "boatTypes",
    extra: { column: "category" },
    usedBy: { table: "boats", column: "boatTypeId" },
    usageUnit: "boats",
  },
  conditions: {
    path: "conditions",
    entity: "condition",
    table: "conditions",
    extra: null,
    usedBy: { table: "boats", column: "conditionId" },
    usageUnit: "boats",
  },
  availabilities: {
    path: "availabilities",
    entity: "availability",
    table: "availabilities",
    extra: null,
    usedBy: { table: "boats", column: "availabilityId" },
    usageUnit: "boats",
  },
  equipmentTypes,
  equipments: {
    path: "equipments",
    entity: "equipment",
    table: "equipments",
    extra: {
      column: "equipmentTypeId",
      references: { list: equipmentTypes, missing: "catalog.error.equipmentTypeMissing" },
    },
    usedBy: { table: "boatEquipments", column: "equipmentId", pairColumn: "boatId" },
    usageUnit: "boats",
  },
} as const satisfies Record<ReferenceTable, ReferenceList>;
