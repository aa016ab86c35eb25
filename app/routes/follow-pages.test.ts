// Following a property over real HTTP: the property's follow form enrols no one and mails the
// confirm link; the confirm page's button confirms; a lowered price reaches the follower in a mail
// whose List-Unsubscribe address takes a mail program's one-click POST (RFC 8058), with no page and
// no cookie. In Dutch and in German.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty } from "../../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../../tests/support/minimal-site.ts";
import { sentMails } from "../../tests/support/sent-mails.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { until } from "../../tests/support/until.ts";
import { propertyFollowers } from "../.server/db/lead-schema.ts";
import { propertyChanges } from "../.server/db/stats-schema.ts";
import { sendFollowNews } from "../.server/follow/follow-news-mails.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { PROPERTY_FORM_SLUGS } from "../i18n/property-form-slugs.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;
const ORIGIN = "https://www.agency.test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await database.db.execute(
    `insert into property_types (web_id, show_order, names) values (1, 0, '{"nl": "Huis", "de": "Haus"}') on conflict do nothing`,
  );
  await insertProperty(database.db, { id: 41, title: "Villa met tuin", city: "Halle", price: 420_000 });
  site = await startSiteWithoutBuild(
    { FORM_MIN_FILL_SECONDS: "0", PAGE_CACHE_SECONDS: "0", PUBLIC_URL: ORIGIN },
    database.url,
  );
}, 120_000);

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

/** Text as the page shows it: React escapes apostrophes and ampersands in the markup. */
function shown(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
}

function post(path: string, body: Record<string, string>) {
  return fetch(`${site.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
    redirect: "manual",
  });
}

const PROPERTY_PATHS: Record<"nl" | "de", string> = {
  nl: "/nl/te-koop/halle/villa-met-tuin/41/",
  de: "/de/zu-verkaufen/halle/villa-met-tuin/41/",
};

async function followProperty(email: string, language: "nl" | "de") {
  const formPath = `${PROPERTY_PATHS[language]}${PROPERTY_FORM_SLUGS.follow[language]}/`;
  const page = await (await fetch(`${site.base}${formPath}`)).text();
  expect(page).toContain(shown(formMessagesFor(language).pages.follow.title));
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const answer = await post(formPath, { formToken, email });
  expect(answer.status).toBe(303);
  const thankYou = await (await fetch(`${site.base}${answer.headers.get("location")}`)).text();
  expect(thankYou).toContain(shown(messagesFor(language).thankYou.kinds["follow-property"].text));
  const [row] = await database.db.select().from(propertyFollowers).where(eq(propertyFollowers.email, email));
  const sentTo = (subject: RegExp) =>
    sentMails(site.dataDir).find((mail) => mail.to.includes(email) && subject.test(mail.subject));
  return { token: row?.token ?? "", sentTo };
}

describe.each<"nl" | "de">(["nl", "de"])("following a property in %s", (language: Language & ("nl" | "de")) => {
  const ui = formMessagesFor(language).ui;

  it("is confirmed by the button of the page the mail links to; a lowered price is mailed; one POST ends it", async () => {
    const email = `follow-${language}@example.com`;
    const { token, sentTo } = await followProperty(email, language);
    expect(token).not.toBe("");
    const [unconfirmed] = await database.db.select().from(propertyFollowers).where(eq(propertyFollowers.token, token));
    expect(unconfirmed).toMatchObject({ propertyId: 41, language, confirmedAt: null });

    const confirmPath = href("followConfirm", language, { token });
    await until(() => sentTo(/.+/) !== undefined, `the opt-in mail to ${email}`);
    expect(sentTo(/.+/)?.text).toContain(`${ORIGIN}${confirmPath}`);
    // Following the link is not confirming: a mail scanner does that.
    expect(await (await fetch(`${site.base}${confirmPath}`)).text()).toContain(shown(ui.followConfirmButton));
    const confirmed = await post(confirmPath, {});
    expect(await confirmed.text()).toContain(shown(ui.followConfirmed));

    // The agency lowers the price; the background run mails what changed.
    await database.db
      .insert(propertyChanges)
      .values({ propertyId: 41, kind: "price", before: 420_000, after: 399_000 });
    await sendFollowNews(database.db, {
      origin: ORIGIN,
      agencyName: "Test Immo",
      agencyEmail: "info@agency.test",
      fallback: "nl",
    });
    const subject = language === "nl" ? /^Nieuws over Villa met tuin$/ : /^Neuigkeiten zu Villa met tuin$/;
    await until(() => sentTo(subject) !== undefined, `the news mail to ${email}`);
    const news = sentTo(subject);
    expect(news?.text).toContain(language === "nl" ? "€\u00a0399.000" : "399.000\u00a0€");
    const unsubscribePath = href("followUnsubscribe", language, { token });
    expect(news?.text).toContain(`${ORIGIN}${unsubscribePath}`);

    const oneClick = await post(unsubscribePath, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(shown(ui.followUnsubscribed));
    const [ended] = await database.db.select().from(propertyFollowers).where(eq(propertyFollowers.token, token));
    expect(ended?.unsubscribedAt).not.toBeNull();
    // Nothing more after that.
    await database.db.insert(propertyChanges).values({ propertyId: 41, kind: "marquee", before: 0, after: 3 });
    expect(
      await sendFollowNews(database.db, {
        origin: ORIGIN,
        agencyName: "Test Immo",
        agencyEmail: "info@agency.test",
        fallback: "nl",
      }),
    ).toEqual({ told: 0 });
  });

  it("answers an unknown or malformed token with the invalid-link text, never an error", async () => {
    for (const token of ["x".repeat(32), "not-a-token", "a".repeat(300)]) {
      for (const page of ["followConfirm", "followUnsubscribe"] as const) {
        const path = href(page, language, { token: "TOKEN" }).replace("TOKEN", token);
        expect((await fetch(`${site.base}${path}`)).status).toBeLessThan(500);
        const posted = await post(path, {});
        expect(posted.status).toBeLessThan(500);
        expect(await posted.text()).toContain(shown(ui.confirmFailed));
      }
    }
  });
});
