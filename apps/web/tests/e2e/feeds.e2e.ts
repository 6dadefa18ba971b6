/**
 * Feeds (decision 047): a paid seller adds a CSV source on /dashboard/boats/feeds, uploads a file of two
 * adverts, sees the run's report once the job queue has imported it, and downloads the team's boats back as
 * CSV with both references. Data is set up through the API.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api } from "./accounts-kit.ts";
import { savedDownload, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { logIn, newAdmin, newPaidSeller } from "./session.ts";

const session = setUpBrowser();

describe("feeds", () => {
  it("imports an uploaded CSV file, reports the run and exports the boats back", async () => {
    const { page } = session;
    const seller = await newPaidSeller(await newAdmin(), "Piet", "de Vries");
    const catalog = await api<{ boatTypes: { code: string }[] }>("catalog?locale=en-US", {
      token: seller.token,
    });
    const boatType = catalog.boatTypes[0]!.code;
    const csv = [
      "ref,title,description,language,manufacturer,model,loa,price,currency,lying_country,year,boat_type",
      `PV-1,Bavaria Cruiser 41,Three cabins and a new mainsail.,en,Bavaria,Cruiser 41,12.35,129000,EUR,NL,2016,${boatType}`,
      `PV-2,Hallberg-Rassy 40,Blue water cruiser kept ashore every winter.,en,Hallberg-Rassy,40,40 ft,239000,EUR,NL,2009,${boatType}`,
    ].join("\n");

    await logIn(page, seller, "/dashboard/boats/feeds");
    await waitForPath(page, "/dashboard/boats/feeds");
    await page.getByRole("heading", { name: "Feeds: import and export" }).waitFor();
    const name = page.getByLabel("Name");
    await waitForHydration(name);
    await name.fill("Stock from our software");
    await page.getByLabel("Format").selectOption("csv");
    await page.getByRole("button", { name: "Add source" }).click();

    const file = page.getByLabel("Feed file");
    await waitForHydration(file);
    await file.setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload and import" }).click();
    // The upload is sent once the click's submission runs: reloading before that would cancel it.
    await page.getByText("File received. The import report appears here when it ends.").first().waitFor();

    // The run is a job: its report shows once the queue has run it.
    const runs = page.getByRole("table").filter({ hasText: "Stock from our software" }).last();
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await runs.textContent()) ?? "";
        },
        { timeout: 60_000 },
      )
      .toMatch(/Done/);
    expect(await runs.textContent()).toMatch(/Created\D*2/);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const exported = await readFile(await savedDownload(await download), "utf8");
    expect(exported).toContain("PV-1");
    expect(exported).toContain("PV-2");
    expect(exported).toContain("Hallberg-Rassy 40");
  }, 180_000);
});
