// Who may do what in the back office: every back-office page and action, called as nobody, as an
// owner, as an agent and as a manager (with two-factor codes). Nobody is sent to sign in, an owner
// gets 403, an agent gets 403 on what is for managers only, and staff get the page; actions the same.
// The exports of personal data need two-factor codes: an agent gets them once theirs are set up.
import type { APIRequestContext, Browser } from "@playwright/test";
import { ADMIN_ACCOUNT_MESSAGES } from "../../app/i18n/messages/admin-account.ts";
import { ADMIN_VISITS_MESSAGES } from "../../app/i18n/messages/admin-visits.ts";
import { query } from "../support/e2e-database.ts";
import {
  newAccount,
  postSignIn,
  setUpTwoFactor,
  signedInManager,
  signedInWithTwoFactor,
} from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

type Who = "anonymous" | "owner" | "agent" | "manager";
const EVERYONE: Who[] = ["anonymous", "owner", "agent", "manager"];

async function client(browser: Browser, who: Who): Promise<APIRequestContext> {
  const { request } = await browser.newContext();
  if (who === "manager") await signedInManager(request);
  else if (who !== "anonymous") {
    const account = await newAccount(who);
    expect(await postSignIn(request, account), `${who} signs in`).toBe(302);
  }
  return request;
}

const STAFF = { anonymous: 302, owner: 403, agent: 200, manager: 200 } as const;
const MANAGERS = { anonymous: 302, owner: 403, agent: 403, manager: 200 } as const;
/** Staff with two-factor codes: every manager, and an agent once theirs are set up (not this one). */
const SECOND_FACTOR = MANAGERS;

test("every back-office page: nobody to sign-in, an owner 403, an agent what is theirs, a manager all", async ({
  browser,
}) => {
  const [lead] = await query<{ id: number }>("select id from leads order by id limit 1");
  const [mail] = await query<{ id: number }>("select id from outgoing_mails order by id limit 1");
  const [someone] = await query<{ id: string }>(
    "select id from users where email = 'makelaar@immozennevallei.example'",
  );
  const [slot] = await query<{ id: number }>("select id from visit_slots order by id limit 1");
  const [demand] = await query<{ id: number }>("select id from demands order by id limit 1");
  const [menuPage] = await query<{ id: number }>("select id from pages order by id limit 1");
  const [projectDocument] = await query<{ id: number; project_id: number }>(
    "select id, project_id from project_documents order by id limit 1",
  );
  const [property] = await query<{ id: number }>("select id from properties order by id limit 1");
  const pages: [string, Record<Who, number>][] = [
    ["/admin/", STAFF],
    ["/admin/leads/", STAFF],
    ["/admin/testimonials/", STAFF],
    ["/admin/mails/", STAFF],
    ["/admin/portal-figures/", STAFF],
    ["/admin/compliance/", STAFF],
    ["/admin/properties/", STAFF],
    ["/admin/properties/?status=archived&q=x", STAFF],
    ["/admin/properties/new/", STAFF],
    ["/admin/account/", STAFF],
    ["/admin/privacy/", STAFF],
    ["/admin/leads/export.csv?q=nobody-at-all", SECOND_FACTOR],
    ["/admin/visits/", STAFF],
    ["/admin/visits/?view=list", STAFF],
    ["/admin/demands/", STAFF],
    ["/admin/newsletter/", STAFF],
    ["/admin/newsletter/subscribers.csv", SECOND_FACTOR],
    ["/admin/articles/", STAFF],
    ["/admin/projects/", STAFF],
    ["/admin/users/", MANAGERS],
    ["/admin/audit/", MANAGERS],
    ["/admin/pages/", MANAGERS],
    ["/admin/settings/", MANAGERS],
    ["/admin/settings/agency/", MANAGERS],
    ["/admin/settings/tracking/", MANAGERS],
    ["/admin/settings/top-bar/", MANAGERS],
    ["/admin/settings/footer/", MANAGERS],
  ];
  if (menuPage) pages.push([`/admin/pages/${menuPage.id}/`, MANAGERS]);
  if (lead) pages.push([`/admin/leads/${lead.id}/`, STAFF]);
  const [listing] = await query<{ id: number }>("select id from properties order by id limit 1");
  if (listing) pages.push([`/admin/properties/${listing.id}/`, STAFF]);
  if (mail) pages.push([`/admin/mails/${mail.id}/`, STAFF]);
  if (slot) pages.push([`/admin/visits/${slot.id}/`, STAFF]);
  if (demand) pages.push([`/admin/demands/${demand.id}/`, STAFF]);
  if (someone) pages.push([`/admin/users/${someone.id}/`, MANAGERS]);
  const [version] = await query<{ id: number; article_id: number }>(
    "select id, article_id from legal_text_versions order by id limit 1",
  );
  if (version) {
    pages.push([`/admin/articles/${version.article_id}/`, STAFF]);
    pages.push([`/admin/articles/${version.article_id}/versions/${version.id}/`, STAFF]);
  }
  if (projectDocument) {
    pages.push([`/admin/projects/${projectDocument.project_id}/`, STAFF]);
    pages.push([`/admin/projects/${projectDocument.project_id}/documents/${projectDocument.id}/document.pdf`, STAFF]);
  }
  if (property) pages.push([`/admin/properties/${property.id}/photos/`, STAFF]);
  if (property) pages.push([`/admin/properties/${property.id}/documents/`, STAFF]);
  const [propertyDocument] = await query<{ id: number; property_id: number }>(
    "select id, property_id from property_documents order by id limit 1",
  );
  if (propertyDocument)
    pages.push([
      `/admin/properties/${propertyDocument.property_id}/documents/${propertyDocument.id}/document.pdf`,
      STAFF,
    ]);
  pages.push(["/admin/properties/999999999/documents/", { ...STAFF, agent: 404, manager: 404 }]);
  // A property nobody has: staff get the 404 page.
  pages.push(["/admin/properties/999999999/photos/", { ...STAFF, agent: 404, manager: 404 }]);
  const [project] = await query<{ id: number }>("select id from projects order by id limit 1");
  if (project) pages.push([`/admin/projects/${project.id}/photos/`, STAFF]);
  // A project nobody has: staff get the 404 page.
  pages.push(["/admin/projects/999999999/photos/", { ...STAFF, agent: 404, manager: 404 }]);
  for (const who of EVERYONE) {
    const api = await client(browser, who);
    for (const [path, expected] of pages) {
      const answer = await api.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${who} GET ${path}`).toBe(expected[who]);
      if (who === "anonymous") expect(answer.headers().location, path).toMatch(/^\/nl\/login\/\?next=/);
      if (expected[who] === 200) expect(answer.headers()["cache-control"], path).toBe("no-store");
    }
  }
});

test("every back-office action: nobody to sign-in, an owner 403, an agent what is theirs, a manager all", async ({
  browser,
}) => {
  // Harmless inputs: an id no row has, or a value that changes nothing, whoever may act.
  const actions: [string, Record<string, string>, Record<Who, number>][] = [
    ["/admin/testimonials/", { intent: "reject", id: "999999999" }, STAFF],
    ["/admin/mails/", { intent: "resend", id: "999999999" }, STAFF],
    // No file: staff get the 400 of a malformed upload.
    ["/admin/portal-figures/", { file: "" }, { ...STAFF, agent: 400, manager: 400 }],
    ["/admin/users/", { name: "", email: "not-an-address" }, { ...MANAGERS, manager: 400 }],
    ["/admin/users/no-such-user/", { intent: "end-sessions" }, { ...MANAGERS, manager: 404 }],
    ["/admin/leads/999999999/", { intent: "status", status: "done" }, { ...STAFF, agent: 404, manager: 404 }],
    ["/admin/privacy/", { intent: "search", email: "nobody-at-all@example.invalid" }, STAFF],
    ["/admin/privacy/export/", { email: "nobody-at-all@example.invalid" }, SECOND_FACTOR],
    // A listing no row has; an unknown intent.
    ["/admin/properties/999999999/", { intent: "archive", version: "" }, { ...STAFF, agent: 404, manager: 404 }],
    ["/admin/properties/new/", { intent: "no-such-intent" }, { ...STAFF, agent: 400, manager: 400 }],
    // A category no row has and an article no row has: staff get the 400 and the 404.
    [
      "/admin/articles/",
      { intent: "create", categoryId: "999999999", title: "Niets" },
      { ...STAFF, agent: 400, manager: 400 },
    ],
    ["/admin/articles/999999999/", { intent: "save" }, { ...STAFF, agent: 404, manager: 404 }],
    // A new project without a title, a project no one has: refused before anything is written.
    ["/admin/projects/", { title: "", zip: "1500", city: "Halle" }, { ...STAFF, agent: 400, manager: 400 }],
    ["/admin/projects/999999999/", { intent: "save" }, { ...STAFF, agent: 404, manager: 404 }],
    // Erasing is for managers; an address nobody has changes nothing.
    ["/admin/privacy/", { intent: "erase", email: "nobody-at-all@example.invalid", confirm: "yes" }, MANAGERS],
    // Pages, menu and modules are for managers; a page no row has.
    ["/admin/pages/", { intent: "publish", id: "999999999", version: "x" }, { ...MANAGERS, manager: 404 }],
    ["/admin/pages/999999999/", { intent: "save", version: "x" }, { ...MANAGERS, manager: 404 }],
    [
      "/admin/pages/999999999/",
      { intent: "module-add", relation: "contact", version: "x" },
      { ...MANAGERS, manager: 404 },
    ],
    // Settings: a row button answers the form and saves nothing; a save from a version that is not the
    // row's is refused (409), and an agency form without its fields is sent back with its errors (400).
    ["/admin/settings/", { intent: "add:timeSlots", version: "old" }, MANAGERS],
    ["/admin/settings/agency/", { intent: "save", version: "old" }, { ...MANAGERS, manager: 400 }],
    ["/admin/settings/tracking/", { intent: "save", version: "old" }, { ...MANAGERS, manager: 409 }],
    ["/admin/settings/top-bar/", { intent: "add:topBarLeft", version: "old" }, MANAGERS],
    ["/admin/settings/footer/", { intent: "remove:footer:0", version: "old" }, MANAGERS],
  ];
  // A booking no slot has; a demand of this test's own (staff unsubscribe it, the second time changes nothing).
  const [slot] = await query<{ id: number }>("select id from visit_slots order by id limit 1");
  if (slot) actions.push([`/admin/visits/${slot.id}/`, { intent: "cancel", booking: "999999999" }, STAFF]);
  const [demand] = await query<{ id: number }>(
    `insert into demands (token, language, email, name, criteria)
     values ($1, 'nl', 'authz-demand@example.be', '', '{"goal":0,"typeWebIds":[],"regions":[]}') returning id`,
    [`authz-${Date.now()}-${Math.random()}`],
  );
  actions.push([`/admin/demands/${demand?.id}/`, { intent: "unsubscribe" }, STAFF]);
  // A property's photos: an upload without files is a 400; a move of a photo the list never had, a
  // refused change (409); a property nobody has, 404 before the body is read.
  const [property] = await query<{ id: number }>("select id from properties order by id limit 1");
  if (property) {
    const photos = `/admin/properties/${property.id}/photos/`;
    actions.push([photos, { intent: "upload" }, { ...STAFF, agent: 400, manager: 400 }]);
    actions.push([`${photos}upload/`, { intent: "upload" }, { ...STAFF, agent: 400, manager: 400 }]);
    actions.push([
      photos,
      { intent: "down", id: "999999999", seen: "999999999", seenAt: new Date().toISOString() },
      { ...STAFF, agent: 409, manager: 409 },
    ]);
  }
  // A listing's documents: a save from a list version that is not the list's is refused (409) and
  // writes nothing; a listing nobody has, 404.
  if (property)
    actions.push([
      `/admin/properties/${property.id}/documents/`,
      { intent: "save", version: "old", seenAt: new Date().toISOString() },
      { ...STAFF, agent: 409, manager: 409 },
    ]);
  actions.push(["/admin/properties/999999999/documents/", { intent: "save" }, { ...STAFF, agent: 404, manager: 404 }]);
  actions.push([
    "/admin/properties/999999999/photos/upload/",
    { intent: "upload" },
    { ...STAFF, agent: 404, manager: 404 },
  ]);
  // A project's photos: the same answers.
  const [project] = await query<{ id: number }>("select id from projects order by id limit 1");
  if (project) {
    const photos = `/admin/projects/${project.id}/photos/`;
    actions.push([photos, { intent: "upload" }, { ...STAFF, agent: 400, manager: 400 }]);
    actions.push([`${photos}upload/`, { intent: "upload" }, { ...STAFF, agent: 400, manager: 400 }]);
    actions.push([
      photos,
      { intent: "down", id: "999999999", seen: "999999999", seenAt: new Date().toISOString() },
      { ...STAFF, agent: 409, manager: 409 },
    ]);
    actions.push([
      photos,
      { intent: "texts", id: "999999999", version: new Date().toISOString(), "alt-nl": "Gevel" },
      { ...STAFF, agent: 409, manager: 409 },
    ]);
  }
  actions.push(["/admin/projects/999999999/photos/", { intent: "upload" }, { ...STAFF, agent: 404, manager: 404 }]);
  actions.push([
    "/admin/projects/999999999/photos/upload/",
    { intent: "upload" },
    { ...STAFF, agent: 404, manager: 404 },
  ]);
  for (const who of EVERYONE) {
    const api = await client(browser, who);
    for (const [path, form, expected] of actions) {
      const answer = await api.post(path, { form, maxRedirects: 0 });
      expect(answer.status(), `${who} POST ${path}`).toBe(expected[who]);
    }
  }
});

test("a manager without two-factor codes is sent to set them up before anything else", async ({ browser }) => {
  const { request } = await browser.newContext();
  const manager = await newAccount("manager");
  expect(await postSignIn(request, manager)).toBe(302);
  for (const path of ["/admin/", "/admin/leads/", "/admin/users/"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toBe("/admin/account/");
  }
  expect((await request.get("/admin/account/", { maxRedirects: 0 })).status()).toBe(200);
});

/** The three exports of personal data, asked for harmlessly: their statuses. */
async function exportStatuses(request: APIRequestContext): Promise<number[]> {
  return [
    (await request.get("/admin/leads/export.csv?q=nobody-at-all", { maxRedirects: 0 })).status(),
    (await request.get("/admin/newsletter/subscribers.csv", { maxRedirects: 0 })).status(),
    (
      await request.post("/admin/privacy/export/", {
        form: { email: "nobody-at-all@example.invalid" },
        maxRedirects: 0,
      })
    ).status(),
  ];
}

test("the exports of personal data need two-factor codes: an agent is told so, and gets them once theirs are set up", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const agent = await newAccount("agent");
  expect(await postSignIn(context.request, agent)).toBe(302);
  expect(await exportStatuses(context.request)).toEqual([403, 403, 403]);
  // The page says why instead of offering the download.
  const page = await context.newPage();
  await page.goto("/admin/newsletter/");
  await expect(page.getByText(ADMIN_ACCOUNT_MESSAGES.nl.account.exportNeedsTwoFactor)).toBeVisible();
  await expect(page.getByRole("link", { name: ADMIN_VISITS_MESSAGES.nl.newsletter.export })).toHaveCount(0);
  await context.close();

  const withCodes = await browser.newContext();
  await signedInWithTwoFactor(withCodes.request, "agent");
  expect(await exportStatuses(withCodes.request)).toEqual([200, 200, 200]);
  await withCodes.close();
});

test("setting two-factor codes up ends the sessions made with the password alone", async ({ browser }) => {
  const agent = await newAccount("agent");
  const elsewhere = await browser.newContext();
  expect(await postSignIn(elsewhere.request, agent)).toBe(302);
  const here = await browser.newContext();
  expect(await postSignIn(here.request, agent)).toBe(302);
  await setUpTwoFactor(here.request, agent);
  // The session made without a code is over; the one that set the codes up goes on.
  expect((await elsewhere.request.get("/admin/", { maxRedirects: 0 })).status()).toBe(302);
  expect((await here.request.get("/admin/", { maxRedirects: 0 })).status()).toBe(200);
  await elsewhere.close();
  await here.close();
});
