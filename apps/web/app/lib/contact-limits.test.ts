import * as contract from "@keel/contracts/contact";
import { describe, expect, it } from "vitest";
import * as limits from "./contact-limits.ts";

describe("contact form limits", () => {
  it("are the API's", () => {
    expect({ ...limits }).toEqual({
      CONTACT_NAME_MAX: contract.CONTACT_NAME_MAX,
      CONTACT_PHONE_MAX: contract.CONTACT_PHONE_MAX,
      CONTACT_MESSAGE_MIN: contract.CONTACT_MESSAGE_MIN,
      CONTACT_MESSAGE_MAX: contract.CONTACT_MESSAGE_MAX,
    });
  });
});
