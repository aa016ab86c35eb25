// A listing's people against PostgreSQL: the mandate and the agent saved with the editor's form and
// audited with its fields, owners linked and unlinked by its save (an account that is no owner's
// refused, nothing written), each owner still seeing only their own listings in the portal, the
// owner pick's search, the agent shown on the listing's page while they work here, and the staff
// member's own profile (a phone typed any way kept in E.164, a photo replaced and released).
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { createUser } from "../auth/users.ts";
import { readProperty, readPropertySurroundings } from "../catalog/detail/property-rows.ts";
import { auditLog, propertyOwners, users } from "../db/auth-schema.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { processPhoto } from "../images/photo-upload.ts";
import { ownedPropertyIds } from "../owner/owner-portal.ts";
import { recordVersion } from "./edit-record.ts";
import { createListing, loadListing, publishListing, saveListing } from "./listing-editor.ts";
import type { ListingInput, ListingValues } from "./listing-form.ts";
import { agentChoices, listingOwners, ownerChoices } from "./listing-people.ts";
import { saveStaffProfile, staffProfile } from "./staff-profile.ts";

let database: TestDatabase;
const actor = { id: null, name: "Agent Ann" };
let agentId: string;
let managerId: string;
let ownerA: string;
let ownerB: string;

async function account(role: "owner" | "agent" | "manager", name: string, email: string): Promise<string> {
  return createUser(database.db, { name, email, role, password: "a-long-password-1", passwordHash: "x" });
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  agentId = await account("agent", "Lotte Makelaar", "lotte@agency.be");
  managerId = await account("manager", "Bert Beheerder", "bert@agency.be");
  ownerA = await account("owner", "Anna Peeters", "anna.peeters@example.be");
  ownerB = await account("owner", "Wim 50%_Janssens", "wim@example.be");
});

afterAll(() => database?.cleanup());

const values: ListingValues = {
  reference: null,
  goal: 0,
  typeWebId: 1,
  projectId: null,
  marquee: 0,
  price: 325_000,
  publishPrice: true,
  priceUnit: null,
  publishAddress: true,
  street: "Basiliekstraat",
  houseNumber: "12",
  boxNr: null,
  zip: "1000",
  city: "Brussel",
  cityNames: { nl: "Brussel" },
  countryId: 10,
  latitude: 50.85,
  longitude: 4.35,
  energyPerformance: 120,
  epcLabelText: null,
  bedrooms: 3,
  bathrooms: 1,
  livingArea: 165,
  plotArea: null,
  details: { energy: { co2: 20 } },
};

function input(mandate?: ListingInput["mandate"]): ListingInput {
  return {
    values,
    texts: [{ language: "nl", title: "Woning met tuin", description: "", priceUnitText: "" }],
    videos: [],
    tours: [],
    ...(mandate ? { mandate } : {}),
  };
}

async function version(id: number): Promise<string> {
  const stored = await loadListing(id);
  return recordVersion(stored?.row.updatedAt ?? new Date(0));
}

async function linesOf(id: number) {
  return database.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, `property ${id}`))
    .orderBy(auditLog.id);
}

describe("a listing's agent, mandate and owners", () => {
  it("keeps the agent and the mandate's days with a new listing, and links its owner in the same change", async () => {
    const mandate = { agentId, startsOn: "2026-03-01", endsOn: "2026-09-01" };
    const id = await createListing(input(mandate), actor, undefined, { add: ownerA });
    expect((await loadListing(id))?.mandate).toEqual(mandate);
    expect((await listingOwners(id)).map((owner) => owner.id)).toEqual([ownerA]);
    const lines = await linesOf(id);
    expect(lines.map((line) => line.action)).toEqual(["property.create", "property.owner-link"]);
    expect(lines[0]?.details).toMatchObject({
      changes: { agentId: { after: agentId }, mandateStart: { after: "2026-03-01" } },
    });
    expect(lines[1]?.details).toEqual({ owner: ownerA });
  });

  it("audits a new agent and end day as the form's fields, and a save without them keeps them", async () => {
    const id = await createListing(input({ agentId, startsOn: "2026-03-01", endsOn: null }), actor);
    const next = { agentId: managerId, startsOn: "2026-03-01", endsOn: "2026-12-31" };
    expect((await saveListing(id, await version(id), input(next), actor)).kind).toBe("done");
    expect((await loadListing(id))?.mandate).toEqual(next);
    const edit = (await linesOf(id)).at(-1);
    expect(edit?.action).toBe("property.edit");
    expect(edit?.details).toEqual({
      changes: {
        agentId: { before: agentId, after: managerId },
        mandateEnd: { before: null, after: "2026-12-31" },
      },
    });
    // A save with no mandate in its input (the CRM's, a test's) leaves it as it is.
    expect((await saveListing(id, await version(id), input(), actor)).kind).toBe("done");
    expect((await loadListing(id))?.mandate).toEqual(next);
  });

  it("links with a save that changes nothing else, unlinks, and refuses an account that is no owner's", async () => {
    const id = await createListing(input(), actor);
    const before = await version(id);
    expect((await saveListing(id, before, input(), actor, undefined, { add: ownerB })).kind).toBe("done");
    // Only the link changed: the listing keeps its version, so a colleague's open form stays current.
    expect(await version(id)).toBe(before);
    expect((await listingOwners(id)).map((owner) => owner.name)).toEqual(["Wim 50%_Janssens"]);
    // Linked twice is linked once, with one line.
    await saveListing(id, before, input(), actor, undefined, { add: ownerB });
    expect((await linesOf(id)).filter((line) => line.action === "property.owner-link")).toHaveLength(1);

    const refused = await saveListing(id, before, input({ agentId, startsOn: null, endsOn: null }), actor, undefined, {
      add: agentId,
    });
    expect(refused.kind).toBe("ownerUnknown");
    expect((await loadListing(id))?.mandate.agentId).toBeNull();

    expect((await saveListing(id, before, input(), actor, undefined, { remove: ownerB })).kind).toBe("done");
    expect(await listingOwners(id)).toEqual([]);
    expect((await linesOf(id)).at(-1)).toMatchObject({ action: "property.owner-unlink", details: { owner: ownerB } });
  });

  it("shows each owner in the portal their own listings only", async () => {
    const ofA = await createListing(input(), actor, undefined, { add: ownerA });
    const ofB = await createListing(input(), actor, undefined, { add: ownerB });
    expect(await ownedPropertyIds(ownerA)).toContain(ofA);
    expect(await ownedPropertyIds(ownerA)).not.toContain(ofB);
    expect(await ownedPropertyIds(ownerB)).toContain(ofB);
    expect(await ownedPropertyIds(ownerB)).not.toContain(ofA);
  });

  it("finds owners by a piece of their name or address, the search's % and _ taken as typed", async () => {
    expect((await ownerChoices("peeters")).map((owner) => owner.id)).toEqual([ownerA]);
    expect((await ownerChoices("ANNA example")).map((owner) => owner.id)).toEqual([ownerA]);
    expect((await ownerChoices("50%_")).map((owner) => owner.id)).toEqual([ownerB]);
    expect((await ownerChoices("%")).map((owner) => owner.id)).toEqual([ownerB]);
    // Staff are never offered as owners.
    expect((await ownerChoices("")).map((owner) => owner.id).sort()).toEqual([ownerA, ownerB].sort());
  });

  it("offers the working staff as agents, and keeps one who left on the listing they had", async () => {
    const leaver = await account("agent", "Vertrokken Vera", "vera@agency.be");
    await database.db.update(users).set({ active: false }).where(eq(users.id, leaver));
    const working = await agentChoices(null);
    expect(working.map((member) => member.id)).toEqual(expect.arrayContaining([agentId, managerId]));
    expect(working.some((member) => member.id === leaver)).toBe(false);
    expect((await agentChoices(leaver)).find((member) => member.id === leaver)).toMatchObject({ working: false });
  });
});

describe("the agent on the listing's page", () => {
  async function shownAgent(id: number) {
    const found = await readProperty(id, { published: false });
    if (!found) throw new Error(`no listing ${id}`);
    return (await readPropertySurroundings(found, "nl", "nl")).agent;
  }

  it("names the agent with their photo, direct phone and address while they work here; none when nobody handles it", async () => {
    const member = await account("agent", "Sofie Contact", "sofie@agency.be");
    const photo = await processPhoto(
      new Uint8Array(
        await sharp({ create: { width: 80, height: 100, channels: 3, background: "#406080" } })
          .jpeg()
          .toBuffer(),
      ),
    );
    if ("refused" in photo) throw new Error(photo.refused);
    const dataDir = makeTempDir("staff-profile-");
    await saveStaffProfile(
      { id: member, name: "Sofie Contact" },
      { directPhone: "0470/12.34.56", directEmail: " Sofie.Contact@Agency.be " },
      { kind: "replace", photo },
      dataDir,
    );
    const id = await createListing(input({ agentId: member, startsOn: null, endsOn: null }), actor);
    await publishListing(id, await version(id), actor);
    const agent = await shownAgent(id);
    expect(agent).toMatchObject({
      name: "Sofie Contact",
      directPhone: "+32470123456",
      directEmail: "sofie.contact@agency.be",
    });
    expect(agent?.photoKey).toMatch(/^s[0-9a-f]{24}$/);

    // Gone from the agency: the page goes back to the agency's contact.
    await database.db.update(users).set({ active: false }).where(eq(users.id, member));
    expect(await shownAgent(id)).toBeUndefined();
    expect(await shownAgent(await createListing(input(), actor))).toBeUndefined();
  });
});

describe("a staff member's profile", () => {
  it("keeps the phone in E.164 however typed, audits the change and deletes a replaced photo nothing uses", async () => {
    const member = await account("manager", "Jan Profiel", "jan.profiel@agency.be");
    const dataDir = makeTempDir("staff-profile-");
    const picture = async (background: string) => {
      const processed = await processPhoto(
        new Uint8Array(
          await sharp({ create: { width: 60, height: 75, channels: 3, background } })
            .png()
            .toBuffer(),
        ),
      );
      if ("refused" in processed) throw new Error(processed.refused);
      return processed;
    };
    const me = { id: member, name: "Jan Profiel" };
    const first = await saveStaffProfile(
      me,
      { directPhone: "+32 (0)2 512 34 56", directEmail: null },
      { kind: "replace", photo: await picture("#a00") },
      dataDir,
    );
    expect(first.directPhone).toBe("+3225123456");
    const second = await saveStaffProfile(
      me,
      { directPhone: "02 512 34 56", directEmail: null },
      { kind: "replace", photo: await picture("#0a0") },
      dataDir,
    );
    expect(second.photoKey).not.toBe(first.photoKey);
    const originals = async (key: string | null) =>
      database.db
        .select({ key: mediaOriginals.key })
        .from(mediaOriginals)
        .where(eq(mediaOriginals.key, key ?? ""));
    expect(await originals(first.photoKey)).toEqual([]);
    expect(await originals(second.photoKey)).toHaveLength(1);

    const lines = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.profile"), eq(auditLog.subject, `user ${member}`)))
      .orderBy(auditLog.id);
    expect(lines).toHaveLength(2);
    // The same number typed another way is no change.
    expect(lines[1]?.details).toEqual({
      changes: { photoKey: { before: first.photoKey, after: second.photoKey } },
    });

    const addressed = await saveStaffProfile(
      me,
      { directPhone: "02 512 34 56", directEmail: "Jan@Agency.be" },
      { kind: "keep" },
      dataDir,
    );
    expect(addressed.directEmail).toBe("jan@agency.be");
    const removed = await saveStaffProfile(me, { directPhone: null, directEmail: null }, { kind: "remove" }, dataDir);
    expect(removed).toEqual({ directPhone: null, directEmail: null, photoKey: null });
    expect(await staffProfile(member)).toEqual({ directPhone: null, directEmail: null, photoKey: null });
    expect(await originals(second.photoKey)).toEqual([]);
  });
});

describe("the owners' links", () => {
  it("are the portal's own table: the listing's owners are what the users' pages show", async () => {
    const id = await createListing(input(), actor, undefined, { add: ownerA });
    const rows = await database.db.select().from(propertyOwners).where(eq(propertyOwners.propertyId, id));
    expect(rows).toEqual([expect.objectContaining({ userId: ownerA, shareContacts: false })]);
  });
});
