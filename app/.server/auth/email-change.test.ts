// Changing one's sign-in address through the mailed link, against the real library and database:
// the link shows the new address, changes it once, and a link edited by hand is only an invalid link.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureAuthForTests } from "../../../tests/support/auth-for-tests.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { users } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { revealPrivateLinks } from "../mail/private-links.ts";
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from "./email-change.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  configureAuthForTests(database.db);
  await createUser(database.db, {
    id: "an",
    name: "An",
    email: "an@example.be",
    password: "the-right-password",
    role: "agent",
  });
});

afterAll(() => database?.cleanup());

describe("the e-mail change link", () => {
  it("shows the new address, changes it once, and is used up after", async () => {
    await requestEmailChange({ id: "an", name: "An", language: "nl" }, "An.New@Example.be");
    const [mail] = await database.db.select().from(outgoingMails);
    // The link is the recipient's: the text staff may read hides its token, the mail sent carries it.
    expect(mail?.text).toContain("/e-mailadres-bevestigen/•••/");
    const sent = revealPrivateLinks(mail?.text ?? "", mail?.privateLinks);
    const token = /e-mailadres-bevestigen\/([A-Za-z0-9_-]+)\//.exec(sent)?.[1] ?? "";
    expect(token).toHaveLength(32);
    expect(mail?.text).not.toContain(token);
    expect(await pendingEmailChange(token)).toBe("an.new@example.be");
    expect(await confirmEmailChange(token)).toBe("an.new@example.be");
    const [an] = await database.db.select().from(users).where(eq(users.id, "an"));
    expect(an?.email).toBe("an.new@example.be");
    expect(await confirmEmailChange(token)).toBeNull();
  });

  it.each(["\u0000", "a\u0000b", "x".repeat(32).replace("x", "\u0000"), "not a token", ""])(
    "answers a token edited by hand (%j) as an invalid link, without an error",
    async (token) => {
      expect(await pendingEmailChange(token)).toBeNull();
      expect(await confirmEmailChange(token)).toBeNull();
    },
  );
});
