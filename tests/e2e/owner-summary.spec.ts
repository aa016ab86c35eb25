// The owner's summary mail, against a server of its own with a real SMTP server: the owner switches
// the weekly summary on from their account page with the keyboard, sees it confirmed and still
// chosen after a reload; the job then queues the week's summary (run here with a clock set to a
// Monday morning, the day it is due) and the server's mail worker delivers it over SMTP, with the
// week's figures, a link to the property's page in the portal and how to switch it off.
import { createUser } from "../../app/.server/auth/users.ts";
import { propertyOwners } from "../../app/.server/db/auth-schema.ts";
import { createDatabase, type Database, setCurrentDatabase } from "../../app/.server/db/client.ts";
import { properties, propertyTexts, propertyTypes } from "../../app/.server/db/schema.ts";
import { propertyDailyViews } from "../../app/.server/db/stats-schema.ts";
import { sendDueOwnerSummaries } from "../../app/.server/owner/owner-summary.ts";
import { href } from "../../app/i18n/links.ts";
import { OWNER_SUMMARY_MESSAGES } from "../../app/i18n/messages/owner-summary.ts";
import { type OwnSite, startOwnSite } from "../support/own-site.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { mimeParts, type SmtpTestServer, startSmtpTestServer } from "../support/smtp-test-server.ts";
import type { RunningServer } from "../support/start-server.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

// In order, on one server of the file's own (a failure in one test does not skip the other).
test.describe.configure({ mode: "default" });

const t = OWNER_SUMMARY_MESSAGES.nl.form;
const ACCOUNT = href("ownerAccount", "nl");
const OWNER = { name: "Eva Mertens", email: "eva.summary@example.be", password: "summary-owner-password" };
const PROPERTY_ID = 4711;
// Monday 23 November 2026, 07:30 in Brussels: the summary of 16 to 22 November is due.
const MONDAY_MORNING = new Date("2026-11-23T06:30:00Z");

let smtp: SmtpTestServer;
let site: OwnSite | undefined;
let database: Database;

/** The owner, the house they own and two weeks of its views. */
async function seed(db: Database): Promise<void> {
  const ownerId = await createUser(db, { ...OWNER, role: "owner" });
  await db.insert(propertyTypes).values({ webId: 1, showOrder: 0, names: { nl: "Huis" } });
  await db.insert(properties).values({
    id: PROPERTY_ID,
    goal: 0,
    typeWebId: 1,
    price: 325_000,
    zip: "1500",
    city: "Halle",
    cityNames: { nl: "Halle" },
    status: "published",
    publishedAt: new Date("2026-09-01T08:00:00Z"),
    latitude: 50.73,
    longitude: 4.23,
  });
  await db.insert(propertyTexts).values({ propertyId: PROPERTY_ID, language: "nl", title: "Huis met tuin" });
  await db.insert(propertyOwners).values({ propertyId: PROPERTY_ID, userId: ownerId });
  await db.insert(propertyDailyViews).values([
    { propertyId: PROPERTY_ID, day: "2026-11-18", source: "site", views: 17 },
    { propertyId: PROPERTY_ID, day: "2026-11-11", source: "site", views: 9 },
  ]);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
  site = await startOwnSite("summary", { seed, env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" } });
  database = createDatabase(site.databaseUrl, { max: 2 });
  // The job reads the site's settings through the process-wide database, as in the server.
  setCurrentDatabase(database);
});

test.afterAll(async () => {
  await database?.$client.end();
  await site?.stop();
  await smtp?.stop();
});

/** The spec's own server. */
function running(): RunningServer {
  return (site as OwnSite).servers[0] as RunningServer;
}

test("an owner switches the weekly summary on with the keyboard", async ({ browser }) => {
  const context = await browser.newContext();
  await rememberDeclinedCookies(context);
  const page = await context.newPage();
  await page.goto(`${running().url}${href("login", "nl")}?next=${encodeURIComponent(ACCOUNT)}`);
  await fillSignInForm(page, OWNER);
  await expect(page).toHaveURL(`${running().url}${ACCOUNT}`);

  const choice = page.getByRole("group", { name: t.legend });
  await expect(choice).toContainText(t.hint);
  await expect(choice.getByRole("radio", { name: t.choices.off })).toBeChecked();
  await expectNoAxeViolations(page);

  // With the keyboard: the arrow moves the choice, Tab reaches the button, Enter saves.
  await choice.getByRole("radio", { name: t.choices.off }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(choice.getByRole("radio", { name: t.choices.weekly })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: t.submit })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.saved.weekly)).toBeVisible();
  await expect(page).toHaveURL(`${running().url}${ACCOUNT}?done=summary`);

  await page.goto(`${running().url}${ACCOUNT}`);
  await expect(page.getByRole("radio", { name: t.choices.weekly })).toBeChecked();
  await expect(page.getByRole("radio", { name: t.choices.off })).not.toBeChecked();
  await context.close();
});

test("the week's summary reaches an owner who chose it by mail, queued once", async () => {
  // The choice the test above makes through the account page.
  await database.$client.query("update users set owner_summary = 'weekly' where email = $1", [OWNER.email]);

  // What the server's hourly job does on Monday morning; the server's mail worker sends it. (The
  // server's own job goes by the real clock: whatever it sends is another week, told apart below.)
  await sendDueOwnerSummaries(database, { origin: running().url, now: MONDAY_MORNING });
  const week = "16 november 2026 tot en met 22 november 2026";
  const delivered = () =>
    smtp.messages
      .filter((message) => message.envelope.to.includes(OWNER.email))
      .map((message) => mimeParts(message.raw)[0]?.body ?? "")
      .filter((body) => body.includes(week));
  // However long the mail worker's round takes on a busy machine: the test's own time is the limit.
  await expect.poll(() => delivered().length, { timeout: 0 }).toBe(1);
  const body = delivered()[0] ?? "";
  expect(body).toContain("Beste Eva Mertens,");
  expect(body).toContain("Huis met tuin (1500 Halle)");
  expect(body).toContain("- Weergaven op onze site: 17 (9)");
  expect(body).toContain(`${running().url}${href("ownerProperty", "nl", { id: PROPERTY_ID })}`);
  expect(body.trimEnd().split("\n").at(-1)).toContain(`${running().url}${ACCOUNT}`);

  // Run again an hour later (or on another instance): the week is not queued a second time.
  await sendDueOwnerSummaries(database, { origin: running().url, now: new Date(MONDAY_MORNING.getTime() + 3_600_000) });
  // One row for the week, marked sent once the mail server took it.
  const queued = async () =>
    (
      await database.$client.query<{ sent: boolean }>(
        "select sent_at is not null as sent from outgoing_mails where purpose = 'owner-summary' and subject = $1",
        ["Weekoverzicht van uw panden (16 november 2026 – 22 november 2026)"],
      )
    ).rows;
  await expect.poll(queued).toEqual([{ sent: true }]);
});
