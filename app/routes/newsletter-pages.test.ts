// The newsletter's double opt-in over real HTTP, in every language: signing up on the newsletter page
// enrols no one and mails the confirm link; the confirm page's button confirms; a mail program's
// one-click POST (RFC 8058) to the List-Unsubscribe address unsubscribes, with no page and no cookie.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMinimalSite } from "../../tests/support/minimal-site.ts";
import { sentMails } from "../../tests/support/sent-mails.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { until } from "../../tests/support/until.ts";
import { newsletterSubscribers } from "../.server/db/lead-schema.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import { LANGUAGES, type Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { messagesFor } from "../i18n/messages.server.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  site = await startSiteWithoutBuild(
    { FORM_MIN_FILL_SECONDS: "0", PAGE_CACHE_SECONDS: "0", PUBLIC_URL: "https://www.agency.test" },
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

async function signUp(email: string, language: Language): Promise<{ token: string; mailText: string }> {
  const page = await (await fetch(`${site.base}${href("newsletter", language)}`)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const answer = await post(href("newsletter", language), { formToken, email });
  expect(answer.status).toBe(303);
  const thankYou = await (await fetch(`${site.base}${answer.headers.get("location")}`)).text();
  expect(thankYou).toContain(shown(messagesFor(language).thankYou.kinds["sign-newsletter"].text));
  const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  // The mail as its recipient gets it (the text kept in the outbox hides the confirm link's token).
  const sentTo = () => sentMails(site.dataDir).find((mail) => mail.to.includes(email));
  await until(() => sentTo() !== undefined, `the opt-in mail to ${email}`);
  return { token: row?.token ?? "", mailText: sentTo()?.text ?? "" };
}

async function subscriber(token: string) {
  const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token));
  return row;
}

describe.each(LANGUAGES)("the newsletter in %s", (language) => {
  const ui = formMessagesFor(language).ui;

  it("is confirmed only by the button of the page the mail links to", async () => {
    const { token, mailText } = await signUp(`confirm-${language}@example.com`, language);
    expect((await subscriber(token))?.confirmedAt).toBeNull();
    const confirmPath = href("newsletterConfirm", language, { token });
    expect(mailText).toContain(`https://www.agency.test${confirmPath}`);

    const page = await fetch(`${site.base}${confirmPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(shown(ui.newsletterConfirmButton));
    // Following the link is not confirming: a mail scanner does that.
    expect((await subscriber(token))?.confirmedAt).toBeNull();

    const confirmed = await post(confirmPath, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(shown(ui.newsletterConfirmed));
    expect((await subscriber(token))?.confirmedAt).not.toBeNull();
  });

  it("is left with one POST from a mail program to the List-Unsubscribe address", async () => {
    const { token } = await signUp(`leave-${language}@example.com`, language);
    await post(href("newsletterConfirm", language, { token }), {});
    const unsubscribePath = href("newsletterUnsubscribe", language, { token });
    const page = await (await fetch(`${site.base}${unsubscribePath}`)).text();
    expect(page).toContain(shown(ui.newsletterUnsubscribeQuestion));

    const oneClick = await post(unsubscribePath, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(shown(ui.newsletterUnsubscribed));
    expect((await subscriber(token))?.unsubscribedAt).not.toBeNull();
  });

  it("answers an unknown or malformed token with the invalid-link text, never an error", async () => {
    for (const token of ["x".repeat(32), "not-a-token", "a".repeat(300)]) {
      for (const page of ["newsletterConfirm", "newsletterUnsubscribe"] as const) {
        const path = href(page, language, { token: "TOKEN" }).replace("TOKEN", token);
        const shownPage = await fetch(`${site.base}${path}`);
        expect(shownPage.status).toBeLessThan(500);
        const posted = await post(path, {});
        expect(posted.status).toBeLessThan(500);
      }
    }
  });
});
