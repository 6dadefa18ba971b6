import type { Access } from "../plugins/access.ts";
import { getTestApp } from "./harness.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Operation {
  method: Method;
  /** As the OpenAPI document writes it: `/api/v1/teams/{teamId}/boats/{boatId}`. */
  path: string;
  /** The route's access rule, which the document carries as `x-access`. */
  access: Access;
}

/**
 * Every operation of the OpenAPI document the app builds from its own routes whose path starts with `prefix`:
 * a sweep built from it covers a new route the moment it exists.
 */
export async function apiOperations(prefix: string): Promise<Operation[]> {
  const app = await getTestApp();
  const paths = (app.swagger() as { paths: Record<string, Record<string, { "x-access"?: Access }>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase() as Method,
          path,
          access: operation["x-access"] ?? { kind: "public" },
        })),
    );
}
