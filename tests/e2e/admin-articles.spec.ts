// Articles in the back office, as the demo agent: a service written in Dutch and German in the
// rich-text editor (bold and a list typed, a page pasted) is published and shows on the site as
// HTML; markup that would run code, sent by the editor or by a browser without JavaScript, never
// reaches the page; a renamed slug's old address answers 301. The cookie policy changed: a consent
// given afterwards points to the new version and the earlier one is still listed and shown. axe on
// every page of the editor with the editor loaded. Each test makes its own article; the cookie
// policy is put back afterwards (other specs read it). Flows that need no editor script run in a
// browser without JavaScript, as the form must work there too. A team member of the spec's own gets
// a photo (previewed before saving), has it replaced without JavaScript, is refused a file that is
// no picture, and loses the photo again; the team page follows each step. It is removed afterwards.
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { storedBodyHtml } from "../../app/.server/article-html.ts";
import { fill } from "../../app/i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { ADMIN_ARTICLES_MESSAGES, type AdminArticlesMessages } from "../../app/i18n/messages/admin-articles.ts";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { announceChange, consentRecordsOf, query } from "../support/e2e-database.ts";
import { inAnyLanguage } from "../support/sign-in-form.ts";
import { openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const AGENT_ID = "demo-agent";

/** A back-office text in whichever language the agent has (another spec may switch it for a moment). */
function text(pick: (m: AdminArticlesMessages) => string, values: Record<string, string> = {}): RegExp {
  return inAnyLanguage(ADMIN_ARTICLES_MESSAGES, pick, values);
}
const SAVE = inAnyLanguage(ADMIN_EDITING_MESSAGES, (m) => m.save);
const MISSING = new RegExp(
  Object.values(ADMIN_EDITING_MESSAGES)
    .map((m) => m.missingTranslation)
    .join("|"),
);

/** The add form's title field, which names the site's language (Dutch) in the agent's language. */
function addTitleLabel(): RegExp {
  const labels = LANGUAGES.map((shown) =>
    fill(ADMIN_ARTICLES_MESSAGES[shown].add.title, {
      language: new Intl.DisplayNames([shown], { type: "language" }).of("nl") ?? "nl",
    }),
  );
  return new RegExp(`^(${labels.join("|")})$`);
}

/** A language's name as a tab shows it, in any of the back office's languages. */
/** A language's tab: named by the language's own name, then what it lacks. */
function languageTab(code: Language): RegExp {
  return new RegExp(`^${LANGUAGE_NAMES[code]}`);
}

async function signIn(page: Page, next: string): Promise<void> {
  await openSignedIn(page, AGENT_ID, next);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?.]/g, "\\$&")}$`));
}

/** A browser without JavaScript, signed in as the agent, on the articles overview. */
async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, "/admin/articles/");
  return { context, page };
}

/** Adds a service from the overview; back the path of its editor. */
async function addService(page: Page, title: string): Promise<string> {
  const [services] = await query<{ id: number }>(
    "select id from article_categories where key = 'services' and parent_id is null",
  );
  await page.getByLabel(text((m) => m.add.category)).selectOption(String(services?.id));
  await page.getByLabel(addTitleLabel()).fill(title);
  await page.getByRole("button", { name: text((m) => m.add.submit) }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/$/);
  return new URL(page.url()).pathname;
}

/** The editor of the shown tab, once its script has loaded (the page works without it before). */
async function editorLoaded(page: Page) {
  await expect(page.getByRole("toolbar", { name: text((m) => m.toolbar.label) })).toBeVisible();
  return page.getByRole("textbox", { name: text((m) => m.editor.body) });
}

/** A page of the site as a visitor sees it, in a browser of its own. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const answer = await page.goto(path);
  return { context, page, status: answer?.status(), dialogs };
}

/** Pastes HTML into the focused editor as a browser does from the clipboard. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test("a service typed in the rich-text editor in Dutch and German is published and shows as HTML", async ({
  page,
  browser,
}) => {
  const n = `${Date.now() % 100_000}`;
  await signIn(page, "/admin/articles/");
  await addService(page, `Dakwerken ${n}`);

  // Dutch: bold typed with the keyboard, a list from the toolbar, a pasted mail with a picture.
  const nl = await editorLoaded(page);
  await expect(page.getByRole("tab", { name: languageTab("nl") })).toHaveAttribute("aria-selected", "true");
  await nl.click();
  await page.keyboard.type("Wij doen ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("elk dak");
  await page.keyboard.press("Control+b");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: text((m) => m.toolbar.bullets) }).click();
  await expect(nl).toBeFocused();
  await page.keyboard.type("lekken");
  await page.keyboard.press("Enter");
  await page.keyboard.type("goten");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // The toolbar by keyboard: a button reached with the keyboard, pressed with Enter.
  const italic = page.getByRole("button", { name: text((m) => m.toolbar.italic) });
  await italic.focus();
  await page.keyboard.press("Enter");
  await expect(nl).toBeFocused();
  await page.keyboard.type("Tot slot");
  await page.keyboard.press("Enter");
  await pasteHtml(page, '<p>Uit een mail</p><img src=x onerror="alert(1)"><p onclick="alert(2)">klik</p>');
  await expect(nl.locator("strong")).toHaveText("elk dak");
  await expect(nl.locator("ul li")).toHaveCount(2);
  await expect(nl.locator("img")).toHaveCount(0);

  // German, in its own tab, marked as a missing translation until saved.
  const germanTab = page.getByRole("tab", { name: languageTab("de") });
  await expect(germanTab).toContainText(MISSING);
  await germanTab.click();
  // Only the shown tab's panel is visible; the others stay in the form, hidden.
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel(text((m) => m.editor.title)).fill(`Dacharbeiten ${n}`);
  const de = panel.getByRole("textbox", { name: text((m) => m.editor.body) });
  await de.click();
  const bold = page.getByRole("button", { name: text((m) => m.toolbar.bold) });
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(de).toBeFocused();
  await page.keyboard.type("Jedes Dach");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: text((m) => m.toolbar.numbered) }).click();
  await expect(de).toBeFocused();
  await page.keyboard.type("Lecks");
  await expectNoAxeViolations(page);

  await page.getByLabel(text((m) => m.editor.status)).selectOption("published");
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
  const pathNl = href("service", "nl", { slug: `dakwerken-${n}` });
  await expect(page.getByRole("link", { name: text((m) => m.editor.viewOnSite) })).toHaveAttribute("href", pathNl);

  // On the site, rendered as HTML, with nothing of the pasted picture or its handler.
  const dutch = await visit(browser, pathNl);
  const body = dutch.page.locator("article .prose");
  await expect(body.locator("strong")).toHaveText("elk dak");
  await expect(body.locator("ul > li")).toHaveText(["lekken", "goten"]);
  await expect(body.locator("em")).toHaveText("Tot slot");
  await expect(body).toContainText("Uit een mail");
  await expect(body.locator("img, script, [onclick], [onerror]")).toHaveCount(0);
  await dutch.page.goto(href("service", "de", { slug: `dacharbeiten-${n}` }));
  await expect(body.locator("strong")).toHaveText("Jedes Dach");
  await expect(body.locator("ol > li")).toHaveText(["Lecks"]);
  await dutch.context.close();
});

test("markup that would run code, sent from the plain text area, never reaches the page", async ({ browser }) => {
  const n = `${Date.now() % 100_000}`;
  const { context, page } = await withoutScript(browser);
  await addService(page, `Veilig ${n}`);
  await page
    .locator("#article-body-nl")
    .fill(
      '<p>Veilig bewaard</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">link</a>',
    );
  await page.getByLabel(text((m) => m.editor.status)).selectOption("published");
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
  // The text area shows what was kept.
  await expect(page.locator("#article-body-nl")).toHaveValue("<p>Veilig bewaard</p>\n\nlink");
  await context.close();

  const path = href("service", "nl", { slug: `veilig-${n}` });
  const visitor = await visit(browser, path);
  const body = visitor.page.locator("article .prose");
  await expect(body).toContainText("Veilig bewaard");
  await expect(body.locator("img, script, a")).toHaveCount(0);
  const html = await (await visitor.page.request.get(path)).text();
  expect(html).not.toContain("onerror");
  expect(html).not.toContain("alert(");
  expect(visitor.dialogs).toEqual([]);
  await visitor.context.close();
});

test("a renamed slug keeps its old address answering with a 301 to the new one", async ({ browser }) => {
  const n = `${Date.now() % 100_000}`;
  const { context, page } = await withoutScript(browser);
  await addService(page, `Renovatie ${n}`);
  await page.getByLabel(text((m) => m.editor.status)).selectOption("published");
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
  const old = href("service", "nl", { slug: `renovatie-${n}` });
  expect((await page.request.get(old, { maxRedirects: 0 })).status()).toBe(200);

  await page.locator("#article-slug-nl").fill(`grote-renovatie-${n}`);
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
  // A slug written otherwise is refused with the one it would become.
  await page.locator("#article-slug-nl").fill(`Grote Renovatie ${n}`);
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.locator("#article-slug-nl-error")).toContainText(`grote-renovatie-${n}`);

  const renamed = href("service", "nl", { slug: `grote-renovatie-${n}` });
  const answer = await page.request.get(old, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(renamed);
  await context.close();
  const visitor = await visit(browser, old);
  await expect(visitor.page).toHaveURL(new RegExp(`${renamed}$`));
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(`Renovatie ${n}`);
  await visitor.context.close();
});

/** The article the cookie policy page shows (the page the consent dialog links to). */
async function cookiePolicyId(): Promise<number> {
  const [policy] = await query<{ id: number }>(
    `select m.relation_id as id from modules m join pages p on p.id = m.page_id
      where p.route_key = 'cookiePolicy' and m.relation_type = 'article' order by m.sort, m.id limit 1`,
  );
  return policy?.id ?? 0;
}

// Both change or read the one cookie policy: one after the other, or a save in one is a change the
// other did not expect.
test.describe("the cookie policy", () => {
  test.describe.configure({ mode: "serial" });

  test("a changed cookie policy keeps the earlier version, and a consent given after points to the new one", async ({
    page,
    browser,
  }) => {
    const id = await cookiePolicyId();
    const [original] = await query<{ body: string; body_html: string | null }>(
      "select body, body_html from article_texts where article_id = $1 and language = 'nl'",
      [id],
    );
    const originalHtml = storedBodyHtml({ body: original?.body ?? "", bodyHtml: original?.body_html ?? null });
    const marker = `Testwijziging ${Date.now() % 100_000}`;
    const versions = async () =>
      query<{ id: number; body_html: string }>(
        "select id, body_html from legal_text_versions where article_id = $1 and language = 'nl' order by id",
        [id],
      );
    const editorPath = `/admin/articles/${id}/`;
    await signIn(page, editorPath);
    try {
      const editor = await editorLoaded(page);
      const nlRows = page
        .locator(".article-versions tbody tr")
        .filter({ has: page.locator("td", { hasText: /^NL$/ }) });
      const before = await nlRows.count();
      expect(before).toBeGreaterThan(0);
      const earliest = await nlRows.last().getByRole("link").getAttribute("href");
      await editor.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(` ${marker}.`);
      await page.getByRole("button", { name: SAVE }).click();
      await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.savedVersion));
      // The new version on top, every earlier one still listed.
      await expect(nlRows).toHaveCount(before + 1);
      await expect(nlRows.last().getByRole("link")).toHaveAttribute("href", earliest ?? "");
      await editorLoaded(page);
      await expectNoAxeViolations(page);
      const latest = (await versions()).at(-1);
      expect(latest?.body_html).toContain(marker);

      // A visitor chooses after the change: the record points to the new version.
      const visitor = await browser.newContext();
      const site = await visitor.newPage();
      await site.goto("/nl/");
      await site.getByRole("button", { name: "Alles accepteren" }).click();
      // A choice made before the page's scripts ran is stored once they have (consent-early-script.tsx).
      const stored = await site.waitForFunction(() => window.localStorage.getItem("consent"));
      const consent = JSON.parse(String(await stored.jsonValue()));
      await expect
        .poll(async () => (await consentRecordsOf(consent.consentId)).map((record) => record.policyTextVersionId))
        .toEqual([latest?.id]);
      await visitor.close();
    } finally {
      // The text put back as it was, through the form without JavaScript (a version of its own).
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      const noScript = await plain.newPage();
      await noScript.goto(editorPath);
      await noScript.locator("#article-body-nl").fill(originalHtml);
      await noScript.getByRole("button", { name: SAVE }).click();
      await expect(noScript.locator("output.form-success")).toBeVisible();
      await plain.close();
      expect((await versions()).at(-1)?.body_html).not.toContain(marker);
    }
  });

  test("a legal page saved untouched stays as it is; an earlier version is shown as it was published", async ({
    page,
  }) => {
    const id = await cookiePolicyId();
    const [first] = await query<{ id: number; title: string }>(
      "select id, title from legal_text_versions where article_id = $1 and language = 'nl' order by id limit 1",
      [id],
    );
    await signIn(page, `/admin/articles/${id}/`);
    await editorLoaded(page);
    // Opened in the editor and saved untouched, the long legal text in four languages comes back
    // exactly as stored: the editor changes nothing by itself, and no version is written.
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.unchanged));
    await page.locator(`a[href="/admin/articles/${id}/versions/${first?.id}/"]`).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}/versions/${first?.id}/$`));
    await expect(page.locator(".article-version h2")).toHaveText(first?.title ?? "");
    await expect(page.locator(".article-version .prose p").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** A JPEG of one colour: its size tells the photos apart. */
async function jpeg(name: string, width: number, height: number, colour: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function imageKeyOf(id: number): Promise<string | null> {
  const [row] = await query<{ image_key: string | null }>("select image_key from articles where id = $1", [id]);
  return row?.image_key ?? null;
}

async function isStored(key: string): Promise<boolean> {
  return (await query("select key from media_originals where key = $1", [key])).length > 0;
}

/** The member's card on the team page, in a browser of its own. */
async function teamCard(browser: Browser, name: string) {
  const visitor = await visit(browser, href("team", "nl"));
  const card = visitor.page.locator(".team-card").filter({ has: visitor.page.getByRole("heading", { name }) });
  await card.scrollIntoViewIfNeeded();
  return { visitor, card };
}

/** Adds a team member from the overview; back its id and the path of its editor. */
async function addTeamMember(page: Page, name: string): Promise<{ id: number; editorPath: string }> {
  const [team] = await query<{ id: number }>(
    "select id from article_categories where key = 'team' and parent_id is null",
  );
  await page.getByLabel(text((m) => m.add.category)).selectOption(String(team?.id));
  await page.getByLabel(addTitleLabel()).fill(name);
  await page.getByRole("button", { name: text((m) => m.add.submit) }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/$/);
  const editorPath = new URL(page.url()).pathname;
  return { id: Number(editorPath.split("/")[3]), editorPath };
}

async function removeTeamMember(id: number): Promise<void> {
  await query("delete from articles where id = $1", [id]);
  await query("delete from media_originals where key like $1", [`t${id}-%`]);
  await announceChange();
}

const imageOf = (key: string) => new RegExp(`/images/${key}\\?`);

test("a team member's photo, role and languages spoken are chosen, the photo previewed, a non-picture refused, and the team page shows them", async ({
  page,
  browser,
}) => {
  const n = `${Date.now() % 100_000}`;
  const name = `Teamlid ${n}`;
  await signIn(page, "/admin/articles/");
  const { id } = await addTeamMember(page, name);
  try {
    await expect(page.getByText(text((m) => m.editor.noPicture))).toBeVisible();
    await page.getByRole("tab", { name: languageTab("nl") }).click();
    await page
      .getByRole("tabpanel")
      .getByLabel(text((m) => m.editor.role))
      .fill(`Makelaar ${n}`);
    const german = LANGUAGES.map((shown) => new Intl.DisplayNames([shown], { type: "language" }).of("de"));
    await page.getByRole("checkbox", { name: new RegExp(`^(${german.join("|")})$`) }).check();
    await page.getByLabel(text((m) => m.editor.status)).selectOption("published");

    // Chosen with the picker and shown before saving, with the member's name as its alt text.
    await page
      .getByLabel(text((m) => m.editor.choosePhoto))
      .setInputFiles(await jpeg("portret.jpg", 400, 500, "#2a6f97"));
    const alt = text((m) => m.editor.photoAlt, { name });
    await expect(page.getByRole("img", { name: alt })).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    await expect(page.getByText(text((m) => m.editor.newPhoto))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
    const key = (await imageKeyOf(id)) ?? "";
    expect(key).toMatch(new RegExp(`^t${id}-[0-9a-f]{24}$`));
    expect(await isStored(key)).toBe(true);
    await expect(page.getByRole("img", { name: alt })).toHaveAttribute("src", imageOf(key));

    // With the script too, a file that is no picture is refused with the reason next to the picker.
    await page.getByLabel(text((m) => m.editor.replacePhoto)).setInputFiles({
      name: "scan.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.4 geen foto"),
    });
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("#article-photo-error")).toHaveText(text((m) => m.problems.photoNotPicture));
    await expectNoAxeViolations(page);
    expect(await imageKeyOf(id)).toBe(key);

    // The team page shows it under the member's name, with the role and the language spoken.
    const { visitor, card } = await teamCard(browser, name);
    const photo = card.getByRole("img", { name });
    await expect(photo).toHaveAttribute("src", imageOf(key));
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(card).toContainText(`Makelaar ${n}`);
    await expect(card).toContainText("Duits");
    await visitor.context.close();
  } finally {
    await removeTeamMember(id);
  }
});

test("without JavaScript a team member's photo is replaced, a file that is no picture refused, and the photo removed", async ({
  browser,
}) => {
  const n = `${Date.now() % 100_000}`;
  const name = `Collega ${n}`;
  const { context, page } = await withoutScript(browser);
  const { id, editorPath } = await addTeamMember(page, name);
  try {
    await page.getByLabel(text((m) => m.editor.status)).selectOption("published");
    await page
      .getByLabel(text((m) => m.editor.choosePhoto))
      .setInputFiles(await jpeg("portret.jpg", 400, 500, "#2a6f97"));
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
    const first = (await imageKeyOf(id)) ?? "";
    expect(await isStored(first)).toBe(true);

    // Another photo replaces it; the first upload is deleted and the audit line names both.
    await page
      .getByLabel(text((m) => m.editor.replacePhoto))
      .setInputFiles(await jpeg("ander.jpg", 600, 750, "#b5543c"));
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
    const second = (await imageKeyOf(id)) ?? "";
    expect(second).toMatch(new RegExp(`^t${id}-`));
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    const [line] = await query<{ details: { changes: Record<string, unknown> } }>(
      "select details from audit_log where subject = $1 and action = 'article.save' order by id desc limit 1",
      [`article ${id}`],
    );
    expect(line?.details.changes.imageKey).toEqual({ before: first, after: second });
    const shown = await teamCard(browser, name);
    await expect(shown.card.getByRole("img", { name })).toHaveAttribute("src", imageOf(second));

    // A file that is no picture, whatever its name says, is refused with the reason; nothing changes.
    await page.getByLabel(text((m) => m.editor.replacePhoto)).setInputFiles({
      name: "portret.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Dit is geen foto, alleen tekst."),
    });
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("#article-photo-error")).toHaveText(text((m) => m.problems.photoNotPicture));
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await imageKeyOf(id)).toBe(second);

    // Removed: the card shows the placeholder, and the upload is deleted.
    await page.goto(editorPath);
    await page.getByRole("checkbox", { name: text((m) => m.editor.removePhoto) }).check();
    await page.getByRole("button", { name: SAVE }).click();
    await expect(page.locator("output.form-success")).toHaveText(text((m) => m.editor.saved));
    expect(await imageKeyOf(id)).toBeNull();
    expect(await isStored(second)).toBe(false);
    await shown.visitor.page.reload();
    await expect(shown.card.getByRole("heading", { name })).toBeVisible();
    await expect(shown.card.locator("img")).toHaveCount(0);
    await shown.visitor.context.close();
  } finally {
    await context.close();
    await removeTeamMember(id);
  }
});
