// The status badges' settings on the real database: a save stores each badge's words, tone and
// places with one audit line, and the public pages' views in every language follow at once; a save
// on a version someone changed meanwhile writes nothing; a save that changes nothing writes no line.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { StatusBadgesValue } from "../../domain/admin-forms/catalog-label-forms.ts";
import { STATUS_BADGES } from "../../domain/status-badges.ts";
import { badgeViewsFor, readBadgeSettings } from "../catalog/status-badge-settings.ts";
import { auditLog } from "../db/auth-schema.ts";
import { badgesVersion, saveStatusBadges } from "./status-badges.ts";

let test: TestDatabase;
const ANNE = { id: null, name: "Anne Manager" };

beforeAll(async () => {
  test = await createTestDatabase({ current: true, max: 4 });
}, 60_000);
afterAll(() => test?.cleanup());

/** The form as the page opens it: every badge as stored, empty words where none were typed. */
async function opened(): Promise<StatusBadgesValue> {
  const settings = await readBadgeSettings();
  const badges = Object.fromEntries(
    STATUS_BADGES.map((badge) => {
      const { labels, tone, onCards, onDetail } = settings[badge];
      return [
        badge,
        {
          labels: { nl: labels.nl ?? "", fr: labels.fr ?? "", en: labels.en ?? "", de: labels.de ?? "" },
          tone,
          onCards,
          onDetail,
        },
      ];
    }),
  ) as StatusBadgesValue["badges"];
  return { version: await badgesVersion(), badges };
}

const lines = async () => test.db.select().from(auditLog).where(eq(auditLog.action, "settings.status-badges"));

describe("saveStatusBadges", () => {
  it("shows the site's own words and tones before anything is saved", async () => {
    expect(await badgesVersion()).toBe("none");
    const views = await badgeViewsFor("de");
    expect(views.sold).toEqual({ label: "Verkauft", tone: "red", onCards: true, onDetail: true });
  });

  it("stores the words, tone and places with one audit line, and the pages' views follow at once", async () => {
    const form = await opened();
    const saved = await saveStatusBadges(ANNE, {
      ...form,
      badges: {
        ...form.badges,
        sold: {
          labels: { nl: "Verkocht!", fr: "", en: "", de: "Weg!" },
          tone: "purple",
          onCards: true,
          onDetail: false,
        },
      },
    });
    expect(saved).toEqual({ outcome: "saved", changed: 4 });
    expect((await badgeViewsFor("de")).sold).toEqual({ label: "Weg!", tone: "purple", onCards: true, onDetail: false });
    // French was left empty: the site's own French word.
    expect((await badgeViewsFor("fr")).sold.label).toBe("Vendu");
    const [line] = await lines();
    expect(line?.actorName).toBe("Anne Manager");
    expect(line?.details).toEqual({
      changes: {
        "sold.label.nl": { before: "", after: "Verkocht!" },
        "sold.label.de": { before: "", after: "Weg!" },
        "sold.tone": { before: "red", after: "purple" },
        "sold.onDetail": { before: true, after: false },
      },
    });
  });

  it("writes nothing on a version someone changed since the form was opened", async () => {
    const form = await opened();
    const colleague = await saveStatusBadges(ANNE, {
      ...form,
      badges: { ...form.badges, new: { ...form.badges.new, tone: "blue" } },
    });
    expect(colleague.outcome).toBe("saved");
    const late = await saveStatusBadges(ANNE, {
      ...form,
      badges: { ...form.badges, new: { ...form.badges.new, tone: "graphite" } },
    });
    expect(late).toEqual({ outcome: "stale", version: await badgesVersion() });
    expect((await readBadgeSettings()).new.tone).toBe("blue");
  });

  it("writes no line when nothing changed", async () => {
    const count = (await lines()).length;
    expect(await saveStatusBadges(ANNE, await opened())).toEqual({ outcome: "unchanged" });
    expect((await lines()).length).toBe(count);
  });
});
