// Saving the settings against PostgreSQL: a save writes the section's columns with a new version
// and one audit line holding each changed field before and after, then announces the change; a save
// from a form opened before someone else's is refused with who changed what, and writes nothing; a
// save that changes nothing writes nothing.
import { describe, expect, it } from "vitest";
import { settingsTestDatabase } from "../../../../tests/support/content-notices.ts";
import { until } from "../../../../tests/support/until.ts";
import { auditLog } from "../../db/auth-schema.ts";
import { siteSettings } from "../../db/schema.ts";
import { formBase, readFormBase } from "../edit-merge-form.ts";
import { recordVersion } from "../edit-record.ts";
import { agencySection } from "./agency-section.ts";
import { footerSection } from "./footer-section.ts";
import { readSettings, SETTINGS_SUBJECT, saveSettingsSection } from "./settings-store.ts";
import { trackingSection } from "./tracking-section.ts";

const test = settingsTestDatabase();
const ANNE = { id: null, name: "Anne Manager" };
const BERT = { id: null, name: "Bert Manager" };

const COLUMN = {
  title: { nl: "Contact", fr: "Contact" },
  titlePublic: true,
  intro: {},
  introPublic: false,
  text: { nl: "Bel ons" },
  textPublic: true,
};

async function auditLines() {
  return test.db.select().from(auditLog);
}

describe("saveSettingsSection", () => {
  it("writes the columns, a new version and the audit line in one go, then announces it", async () => {
    const before = await readSettings(test.db);
    const outcome = await saveSettingsSection(
      footerSection,
      { footerColumns: [COLUMN] },
      recordVersion(before.updatedAt),
      ANNE,
      test.db,
    );
    expect(outcome).toEqual({ saved: true, changed: ["footerColumns"], taken: [] });
    const after = await readSettings(test.db);
    expect(after.footerColumns).toEqual([COLUMN]);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [line, ...more] = await auditLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorName: "Anne Manager",
      action: "settings.save",
      subject: SETTINGS_SUBJECT,
      details: { section: "footer", changes: { footerColumns: { before: [], after: [COLUMN] } } },
    });
    await until(() => test.notices.count() > 0);
  });

  it("keeps per field what the agency section changed, and the tags the tracking section owns", async () => {
    const before = await readSettings(test.db);
    await test.db.update(siteSettings).set({ agency: { ...before.agency, verification: { google: "token-123456" } } });
    const row = await readSettings(test.db);
    const { verification: _, ...fields } = row.agency;
    await saveSettingsSection(
      agencySection,
      { ...fields, phone: "02 123 45 67" },
      recordVersion(row.updatedAt),
      ANNE,
      test.db,
    );
    const after = await readSettings(test.db);
    expect(after.agency).toEqual({ ...row.agency, phone: "02 123 45 67" });
    const [line] = await auditLines();
    expect(line?.details).toEqual({
      section: "agency",
      changes: { "agency.phone": { before: "", after: "02 123 45 67" } },
    });
  });

  it("refuses a save from a form opened before someone else's, says who changed what, and writes nothing", async () => {
    const opened = recordVersion((await readSettings(test.db)).updatedAt);
    await saveSettingsSection(
      trackingSection,
      { tracking: { analyticsId: "G-1A2B3C4D5E" }, verification: {} },
      opened,
      BERT,
      test.db,
    );
    const between = await readSettings(test.db);
    const outcome = await saveSettingsSection(footerSection, { footerColumns: [COLUMN] }, opened, ANNE, test.db);
    expect(outcome).toMatchObject({
      conflict: [{ actorName: "Bert Manager", fields: ["tracking.analyticsId"] }],
      version: recordVersion(between.updatedAt),
    });
    const after = await readSettings(test.db);
    expect(after.footerColumns).toEqual([]);
    expect(after.updatedAt).toEqual(between.updatedAt);
    expect(await auditLines()).toHaveLength(1);
    // With the version the refusal gave, the next save goes through.
    const again = await saveSettingsSection(
      footerSection,
      { footerColumns: [COLUMN] },
      recordVersion(between.updatedAt),
      ANNE,
      test.db,
    );
    expect(again).toEqual({ saved: true, changed: ["footerColumns"], taken: [] });
  });

  it("two saves from one version at the same time: one is saved, the other refused", async () => {
    const opened = recordVersion((await readSettings(test.db)).updatedAt);
    const outcomes = await Promise.all([
      saveSettingsSection(footerSection, { footerColumns: [COLUMN] }, opened, ANNE, test.db),
      saveSettingsSection(
        footerSection,
        { footerColumns: [{ ...COLUMN, text: { nl: "Mail ons" } }] },
        opened,
        BERT,
        test.db,
      ),
    ]);
    expect(outcomes.filter((outcome) => "saved" in outcome)).toHaveLength(1);
    expect(outcomes.filter((outcome) => "conflict" in outcome)).toHaveLength(1);
    expect(await auditLines()).toHaveLength(1);
  });

  it("a save that changes nothing writes nothing and announces nothing", async () => {
    const row = await readSettings(test.db);
    const outcome = await saveSettingsSection(
      footerSection,
      { footerColumns: [] },
      recordVersion(row.updatedAt),
      ANNE,
      test.db,
    );
    expect(outcome).toEqual({ saved: true, changed: [], taken: [] });
    expect((await readSettings(test.db)).updatedAt).toEqual(row.updatedAt);
    expect(await auditLines()).toEqual([]);
    // Once the marker is heard, an announcement of the save would have been too.
    await test.notices.heardAllSentSoFar();
    expect(test.notices.count()).toBe(0);
  });
});

describe("a settings save from a form opened before someone else's, merged field by field", () => {
  async function opened() {
    const row = await readSettings(test.db);
    return { version: recordVersion(row.updatedAt), base: readFormBase(formBase(trackingSection.toForm(row))) };
  }
  const merge = (base: Record<string, string> | null, takeTheirs: string[] = []) => ({
    base,
    takeTheirs: new Set(takeTheirs),
  });

  it("keeps the other manager's analytics id and saves my verification tag, with nothing to choose", async () => {
    const anne = await opened();
    const bert = await opened();
    const bertsSave = { tracking: { analyticsId: "G-1A2B3C4D5E" }, verification: {} };
    await saveSettingsSection(trackingSection, bertsSave, bert.version, BERT, test.db, merge(bert.base));
    const annesSave = { tracking: {}, verification: { google: "token-123456" } };
    const outcome = await saveSettingsSection(
      trackingSection,
      annesSave,
      anne.version,
      ANNE,
      test.db,
      merge(anne.base),
    );
    expect(outcome).toEqual({ saved: true, changed: ["verification.google"], taken: ["tracking.analyticsId"] });
    const after = await readSettings(test.db);
    expect(after.tracking).toEqual({ analyticsId: "G-1A2B3C4D5E" });
    expect(after.agency.verification).toEqual({ google: "token-123456" });
  });

  it("asks about a field both changed, writes nothing, and saves the value chosen with the answer's version", async () => {
    const anne = await opened();
    const bertsSave = { tracking: { analyticsId: "G-1A2B3C4D5E" }, verification: {} };
    await saveSettingsSection(trackingSection, bertsSave, anne.version, BERT, test.db, merge(anne.base));
    const mine = { tracking: { analyticsId: "G-9Z8Y7X6W5V" }, verification: { google: "token-123456" } };
    const outcome = await saveSettingsSection(trackingSection, mine, anne.version, ANNE, test.db, merge(anne.base));
    if (!("conflict" in outcome) || !outcome.merge) throw new Error("expected a merge conflict");
    expect(outcome.merge.merged.conflicts).toEqual(["tracking.analyticsId"]);
    expect([outcome.merge.mine["tracking.analyticsId"], outcome.merge.theirs["tracking.analyticsId"]]).toEqual([
      "G-9Z8Y7X6W5V",
      "G-1A2B3C4D5E",
    ]);
    expect(outcome.conflict).toMatchObject([{ actorName: "Bert Manager", fields: ["tracking.analyticsId"] }]);
    expect((await readSettings(test.db)).agency.verification).toEqual({});

    const again = await saveSettingsSection(
      trackingSection,
      mine,
      outcome.version,
      ANNE,
      test.db,
      merge(readFormBase(formBase(outcome.merge.theirs)), ["tracking.analyticsId"]),
    );
    expect(again).toEqual({ saved: true, changed: ["verification.google"], taken: [] });
    const after = await readSettings(test.db);
    expect(after.tracking).toEqual({ analyticsId: "G-1A2B3C4D5E" });
    expect(after.agency.verification).toEqual({ google: "token-123456" });
  });

  it("merges a list by the names the form posts: their change to a column kept, my new column added", async () => {
    const first = await readSettings(test.db);
    await saveSettingsSection(
      footerSection,
      { footerColumns: [COLUMN] },
      recordVersion(first.updatedAt),
      BERT,
      test.db,
    );
    const row = await readSettings(test.db);
    const opened = { version: recordVersion(row.updatedAt), base: readFormBase(formBase(footerSection.toForm(row))) };
    expect(Object.keys(footerSection.toForm(row))).toContain("footer[0].text.nl");
    const bertsColumn = { ...COLUMN, text: { nl: "Mail ons" } };
    await saveSettingsSection(
      footerSection,
      { footerColumns: [bertsColumn] },
      opened.version,
      BERT,
      test.db,
      merge(opened.base),
    );
    const added = { ...COLUMN, title: { nl: "Volg ons" }, text: {} };
    const outcome = await saveSettingsSection(
      footerSection,
      { footerColumns: [COLUMN, added] },
      opened.version,
      ANNE,
      test.db,
      merge(opened.base),
    );
    expect(outcome).toMatchObject({ saved: true, taken: ["footer[0].text.nl"] });
    expect((await readSettings(test.db)).footerColumns).toEqual([bertsColumn, added]);
  });
});
