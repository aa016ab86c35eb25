// The site's logo as the agency settings save it, against PostgreSQL: a logo posted with the form goes
// through the photo path and its key is saved with the agency, audited and announced; the frame shows
// it; a file that is no picture is refused beside the field and
// nothing changes; removing it brings back the logo that came with the site.
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertSettings, startTestDatabase, type TestDatabase } from "../../../../tests/support/catalog-fixtures.ts";
import { pictureControlNames } from "../../../shared/site-picture-field.ts";
import { auditLog } from "../../db/auth-schema.ts";
import { setCurrentDatabase } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import { frameData } from "../../frame-data.ts";
import { forgetSiteData, siteData } from "../../site-settings.ts";
import { recordVersion } from "../edit-record.ts";
import { agencySection } from "./agency-section.ts";
import { readSettings, saveSettingsSection } from "./settings-store.ts";

let test: TestDatabase;
const ANNE = { id: null, name: "Anne Manager" };
const names = pictureControlNames("agency.logo");

beforeAll(async () => {
  test = await startTestDatabase();
  setCurrentDatabase(test.db);
});

afterAll(async () => {
  await test?.stop();
});

beforeEach(async () => {
  await test.db.delete(siteSettings);
  await test.db.delete(auditLog);
  await insertSettings(test.db);
  forgetSiteData();
});

async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 250, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * The agency settings saved with a logo file posted beside them, as the settings page does: the
 * pictures read into the form first, then the agency as stored with the logo field's key.
 */
async function saveWithLogo(file: File | undefined, removeKey?: string) {
  const row = await readSettings(test.db);
  const form = new FormData();
  form.set("agency.logo", row.agency.logo ?? "");
  if (file) form.append(names.upload, file);
  if (removeKey) form.append(names.remove, removeKey);
  const refused = (await agencySection.readPictures?.(form, ANNE)) ?? {};
  if (Object.keys(refused).length > 0) return { refused };
  const { verification: _, logo: __, ...agency } = row.agency;
  const logo = form.get("agency.logo");
  const value = { ...agency, ...(typeof logo === "string" && logo ? { logo } : {}) };
  await saveSettingsSection(agencySection, value, recordVersion(row.updatedAt), ANNE, test.db);
  forgetSiteData();
  return { refused };
}

function frame() {
  return siteData().then(({ settings, pages }) =>
    frameData(settings, pages, "nl", "https://www.example.be", { publicFrame: true }),
  );
}

describe("the site's logo in the agency settings", () => {
  it("is uploaded with the form, saved with the agency, audited, and shown by the frame", async () => {
    expect((await frame()).siteLogo).toBeNull();
    const { refused } = await saveWithLogo(new File([new Uint8Array(await logoPng())], "logo.png"));
    expect(refused).toEqual({});
    const key = (await readSettings(test.db)).agency.logo ?? "";
    expect(key).toMatch(/^site-[0-9a-f]{24}$/);
    const lines = await test.db.select().from(auditLog);
    expect(lines.map((line) => line.action).sort()).toEqual(["settings.save", "site.picture.upload"]);
    expect(lines.find((line) => line.action === "settings.save")?.details).toMatchObject({
      changes: { "agency.logo": { after: key } },
    });
    expect((await frame()).siteLogo).toBe(key);

    await saveWithLogo(undefined, key);
    expect((await readSettings(test.db)).agency.logo).toBeUndefined();
    expect((await frame()).siteLogo).toBeNull();
  });

  it("refuses a file that is no picture beside the field, and saves nothing", async () => {
    const before = await readSettings(test.db);
    const { refused } = await saveWithLogo(new File(["geen logo"], "logo.png"));
    expect(refused).toEqual({ "agency.logo": ["notPicture"] });
    expect((await readSettings(test.db)).updatedAt).toEqual(before.updatedAt);
  });
});
