import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      publicAppUrl: "http://localhost:3000",
      brandName: "Keel",
      productId: "keel",
      analyticsTagId: "",
    });
    expect(config.databaseUrl).toMatch(/data\/keel\.db$/);
  });

  it("accepts a PostgreSQL URL and trims the trailing slash of the public URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://keel@127.0.0.1:5432/keel",
      PUBLIC_APP_URL: "https://keel.example/",
    });
    expect(config.databaseUrl).toBe("postgres://keel@127.0.0.1:5432/keel");
    expect(config.publicAppUrl).toBe("https://keel.example");
  });

  it.each([
    ["API_PORT", "seventy"],
    ["API_PORT", "70000"],
    ["PUBLIC_APP_URL", "keel.example"],
    ["DATABASE_URL", "mysql://root@localhost/keel"],
    ["PRODUCT_ID", "Keel Marketplace"],
    ["ANALYTICS_TAG_ID", "12345"],
    ["NODE_ENV", "staging"],
  ])("names the variable and the problem when %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=${JSON.stringify(value)}: `));
  });
});
