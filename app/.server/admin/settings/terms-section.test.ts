// The amounts section against PostgreSQL: what a manager types is read as the back office reads
// numbers, checked within bounds, saved with one audit line of what changed and an announcement to
// every instance; the public texts then quote the new amounts.
import { describe, expect, it } from "vitest";
import { settingsTestDatabase } from "../../../../tests/support/content-notices.ts";
import { until } from "../../../../tests/support/until.ts";
import { DEFAULT_TERMS } from "../../../domain/sale-rent-terms.ts";
import { auditLog } from "../../db/auth-schema.ts";
import { termsTexts } from "../../leads/listing-terms.ts";
import { recordVersion } from "../edit-record.ts";
import { parseSettings } from "./section.ts";
import { readSettings, saveSettingsSection } from "./settings-store.ts";
import { termsSection } from "./terms-section.ts";

const test = settingsTestDatabase();
const ANNE = { id: null, name: "Anne Manager" };

describe("the amounts section", () => {
  it("starts from the amounts the texts quoted before (10 %, 3 months, three times the rent)", async () => {
    const row = await readSettings(test.db);
    expect(row.terms).toEqual(DEFAULT_TERMS);
    expect(termsSection.toForm(row)).toEqual({
      offerAdvancePercent: "10",
      depositMonths: "3",
      incomeTimesRent: "3",
      maxPersons: "",
      tenantCosts: "",
    });
  });

  it("saves what a manager typed the Belgian way, audits it and tells every instance", async () => {
    const row = await readSettings(test.db);
    const typed = {
      offerAdvancePercent: "7,5",
      depositMonths: "2",
      incomeTimesRent: "2,5",
      maxPersons: "4",
      tenantCosts: "1.234,5",
    };
    const parsed = parseSettings(termsSection, typed, row);
    if (!("value" in parsed)) throw new Error(`refused: ${JSON.stringify(parsed.errors)}`);
    const outcome = await saveSettingsSection(termsSection, parsed.value, recordVersion(row.updatedAt), ANNE, test.db);
    expect(outcome).toMatchObject({ saved: true });
    const after = await readSettings(test.db);
    expect(after.terms).toEqual({
      offerAdvancePercent: 7.5,
      depositMonths: 2,
      incomeTimesRent: 2.5,
      maxPersons: 4,
      tenantCosts: 1234.5,
    });
    // The form shows them back as typed, with a decimal comma.
    expect(termsSection.toForm(after)).toMatchObject({ offerAdvancePercent: "7,5", tenantCosts: "1234,5" });
    const lines = await test.db.select().from(auditLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: "settings.save",
      actorName: "Anne Manager",
      details: {
        section: "terms",
        changes: {
          offerAdvancePercent: { before: 10, after: 7.5 },
          depositMonths: { before: 3, after: 2 },
          incomeTimesRent: { before: 3, after: 2.5 },
          maxPersons: { before: null, after: 4 },
          tenantCosts: { before: null, after: 1234.5 },
        },
      },
    });
    await until(() => test.notices.count() > 0);
    // The public texts quote the stored amounts.
    const texts = termsTexts("nl", after.terms);
    expect(texts.advanceNotice).toContain("voorschot van 7,5% van de verkoopprijs");
    expect(texts.rentalConditions).toContain("een huurwaarborg van 2 maanden huur");
    expect(termsTexts("nl", after.terms, { goal: 1, shownRent: 900, deposit: 2000 }).rentalConditions).toContain(
      "een huurwaarborg van €\u00a02.000",
    );
  });

  it.each([
    [{ offerAdvancePercent: "30" }, { offerAdvancePercent: "advancePercent" }],
    [{ offerAdvancePercent: "" }, { offerAdvancePercent: "required" }],
    [{ depositMonths: "2,5" }, { depositMonths: "depositMonths" }],
    [{ incomeTimesRent: "3 %" }, { incomeTimesRent: "incomeTimes" }],
    [{ maxPersons: "0" }, { maxPersons: "maxPersons" }],
    [{ tenantCosts: "1,500" }, { tenantCosts: "tenantCosts" }],
  ])("refuses %j with the field's error, and writes nothing", async (change, errors) => {
    const row = await readSettings(test.db);
    expect(parseSettings(termsSection, { ...termsSection.toForm(row), ...change }, row)).toEqual({ errors });
  });

  it("writes nothing when nothing changed", async () => {
    const row = await readSettings(test.db);
    const parsed = parseSettings(termsSection, termsSection.toForm(row), row);
    if (!("value" in parsed)) throw new Error("refused");
    const outcome = await saveSettingsSection(termsSection, parsed.value, recordVersion(row.updatedAt), ANNE, test.db);
    expect(outcome).toEqual({ saved: true, changed: [], taken: [] });
    expect(await test.db.select().from(auditLog)).toEqual([]);
  });
});
