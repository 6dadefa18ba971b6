/**
 * The errors the catalog answers with. A value in use answers 409 CONFLICT with `details.usage`, so the back
 * office can say how many boats hold it and offer a merge; field problems carry `{ path, code }` details
 * like every validation error, so forms show them under the right input.
 */
import type { TFieldIssue } from "@keel/contracts/errors";
import { AppError } from "../../errors.ts";
import type { MessageKey } from "../../i18n/messages.ts";

/** Deleting a value that `count` boats (or, for an equipment type, equipments) still use. */
export function usageConflict(count: number, unit: "boats" | "equipments"): AppError {
  return new AppError(
    "CONFLICT",
    unit === "boats" ? "catalog.error.inUse" : "catalog.error.typeHasEquipments",
    {
      values: { count },
      details: { usage: count },
    },
  );
}

/** A unique field (code, name) that another value already holds: 409 with the field's detail. */
export function takenError(field: "code" | "name", messageKey: MessageKey, name: string): AppError {
  const issue: TFieldIssue = {
    path: `body.${field}`,
    code: `${field}_taken`,
    message: `already used: ${name}`,
  };
  return new AppError("CONFLICT", messageKey, { values: { name }, details: [issue] });
}

/** A field naming another row that does not fit (missing, itself, another brand): 400 with the field. */
export function fieldError(path: string, code: string, messageKey: MessageKey): AppError {
  const issue: TFieldIssue = { path, code, message: code.replace(/_/g, " ") };
  return new AppError("VALIDATION_FAILED", messageKey, { details: [issue] });
}

/** The merge target every list requires: another value, and one that exists (`target` is truthy). */
export function requireMergeTarget<T>(fromId: number, intoId: number, target: T): NonNullable<T> {
  if (intoId === fromId) throw fieldError("body.intoId", "same_value", "catalog.error.mergeIntoSelf");
  if (!target) throw fieldError("body.intoId", "not_found", "catalog.error.mergeTargetMissing");
  return target;
}

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate/i.test(String((error as Error | undefined)?.message));

/**
 * Runs a write whose unique field was checked first; when two admins save the same value at the same moment,
 * the unique index decides and the loser gets the same 409 as a checked conflict.
 */
export async function orTaken<T>(
  field: "code" | "name",
  messageKey: MessageKey,
  value: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (value !== undefined && isUniqueViolation(error)) throw takenError(field, messageKey, value);
    throw error;
  }
}
