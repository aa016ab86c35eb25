// The back office's report of legal mentions: every published advert that lacks one the rules of
// its region and goal require, with what it lacks, in the staff member's language. Checked against
// the rows of the site under test (the rules themselves have unit tests beside them).
import { type AdvertFacts, checkAdvert, missingMentions } from "../../app/domain/advert-compliance.ts";
import { ADMIN_COMPLIANCE_MESSAGES } from "../../app/i18n/messages/admin-compliance.ts";
import { query } from "../support/e2e-database.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { newAccount } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

interface Row {
  id: number;
  goal: number;
  type_web_id: number;
  zip: string;
  country_id: number;
  street: string | null;
  house_number: string | null;
  publish_address: boolean;
  price: number | null;
  energy_performance: number | null;
  epc_label_text: string | null;
  details: AdvertFacts["details"];
}

test("the legal-mentions report lists each published advert that lacks a mention, with what it lacks", async ({
  page,
}) => {
  const rows = await query<Row>(
    `select id, goal, type_web_id, zip, country_id, street, house_number, publish_address, price::float as price,
            energy_performance::float as energy_performance, epc_label_text, details
     from properties where status = 'published' order by id`,
  );
  const failing = rows
    .map((row) => ({
      id: row.id,
      result: checkAdvert({
        goal: row.goal,
        typeWebId: row.type_web_id,
        zip: row.zip,
        countryId: row.country_id,
        street: row.street,
        houseNumber: row.house_number,
        publishAddress: row.publish_address,
        price: row.price,
        energyPerformance: row.energy_performance,
        epcLabelText: row.epc_label_text,
        details: row.details,
      }),
    }))
    .filter(({ result }) => !result.ok);

  const agent = await newAccount("agent", "Lotte Compliance");
  await page.goto("/nl/login/?next=%2Fadmin%2Fcompliance%2F");
  await fillSignInForm(page, agent);
  await expect(page).toHaveURL(/\/admin\/compliance\/$/);
  const c = ADMIN_COMPLIANCE_MESSAGES.nl;
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wettelijke vermeldingen" })).toHaveAttribute("aria-current", "page");
  if (failing.length === 0) {
    await expect(page.getByText(`Alle ${rows.length} gepubliceerde advertenties`)).toBeVisible();
  } else {
    await expect(page.getByText(`${failing.length} van de ${rows.length} gepubliceerde advertenties`)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(failing.length);
    const [first] = failing;
    if (first) {
      const row = page.locator("tbody tr").first();
      for (const mention of missingMentions(first.result)) await expect(row).toContainText(c.mentions[mention]);
    }
  }
  await expectNoAxeViolations(page);
});
