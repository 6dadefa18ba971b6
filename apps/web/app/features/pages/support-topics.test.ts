import * as contract from "@keel/contracts/support";
import { describe, expect, it } from "vitest";
import { SUPPORT_TOPICS } from "./support-topics.ts";

describe("support topics", () => {
  it("are the API's, in its order", () => {
    expect(SUPPORT_TOPICS).toEqual(contract.SUPPORT_TOPICS);
  });
});
