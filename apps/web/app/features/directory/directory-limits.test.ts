import * as partners from "@keel/contracts/partners";
import * as professionals from "@keel/contracts/professionals";
import { describe, expect, it } from "vitest";
import * as limits from "./directory-limits.ts";

describe("directory constants", () => {
  it("are the API's", () => {
    expect({ ...limits }).toEqual({
      PARTNER_CATEGORIES: partners.PARTNER_CATEGORIES,
      DIRECTORY_QUERY_MAX: partners.DIRECTORY_QUERY_MAX,
      PROFILE_BOATS: professionals.PROFILE_BOATS,
    });
  });
});
