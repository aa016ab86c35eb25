// Who may do what in the back office, derived from its page table (app/shared/admin-pages.ts):
// every page (GET) and every action (POST) of the table, called as nobody, as an owner, as an agent
// (without two-factor codes), as a manager, and as a manager who has not set up their codes yet.
// The table says who is admitted; the samples below say what an admitted request gets from the page
// itself (a harmless input: an id no row has, a value that changes nothing). Every answer of the
// wing, refusals and redirects included, is kept out of caches and search engines.
import type { APIRequestContext, Browser } from "@playwright/test";
import type { UserRole } from "../../app/domain/user-roles.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../app/i18n/messages/admin-account.ts";
import { ADMIN_VISITS_MESSAGES } from "../../app/i18n/messages/admin-visits.ts";
import {
  ADMIN_PAGE_IDS,
  type AdminPageId,
  adminHref,
  adminPages,
  mayUseIntent,
  rolesFor,
} from "../../app/shared/admin-pages.ts";
import { query } from "../support/e2e-database.ts";
import {
  newAccount,
  postSignIn,
  setUpTwoFactor,
  signedInManager,
  signedInWithTwoFactor,
} from "../support/staff-accounts.ts";
import { expect, test } from "./fixtures.ts";

type Who = "anonymous" | "owner" | "agent" | "manager" | "manager before two-factor";
const EVERYONE: Who[] = ["anonymous", "owner", "agent", "manager", "manager before two-factor"];
/** No row has it. */
const NOBODY = 999_999_999;

async function client(browser: Browser, who: Who): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const { request } = context;
  if (who === "manager") await signedInManager(context);
  else if (who !== "anonymous") {
    const account = await newAccount(who === "manager before two-factor" ? "manager" : who);
    expect(await postSignIn(request, account), `${who} signs in`).toBe(302);
  }
  return request;
}

/** One request to a page: its parameters, a query, a form for POST, and what an admitted person gets. */
interface Sample {
  params?: Record<string, string | number>;
  search?: string;
  form?: Record<string, string>;
  /** The page's own answer to someone the table admits. */
  admitted: number;
}

/** What the table says this person gets: the page's own answer, or the layout's refusal. */
function expectedAnswer(
  id: AdminPageId,
  method: "GET" | "POST",
  who: Who,
  sample: Sample,
): number | "sign-in" | "two-factor" {
  const roles = rolesFor(id, method);
  if (!roles) return 405;
  if (who === "anonymous") return "sign-in";
  const role: UserRole = who === "manager before two-factor" ? "manager" : who;
  if (!(roles as readonly UserRole[]).includes(role)) return 403;
  const page = adminPages[id];
  if (who === "manager before two-factor" && !page.beforeTwoFactor) return "two-factor";
  // Only managers have codes in this matrix (the agent has none, see the exports' own test below).
  if (page.secondFactor && role !== "manager") return 403;
  const intent = sample.form?.intent;
  if (method === "POST" && intent !== undefined && !mayUseIntent(role, id, intent)) return 403;
  return sample.admitted;
}

/**
 * For every page of the table, the GET samples and the POST samples (filled from the database). Typed
 * by the table's ids: a page added to the table without samples does not compile.
 */
async function samples(): Promise<Record<AdminPageId, { get: Sample[]; post: Sample[] }>> {
  const one = async (sql: string) => {
    const [row] = await query<{ id: number | string; parent?: number }>(sql);
    expect(row, sql).toBeDefined();
    return row as { id: number | string; parent?: number };
  };
  const lead = await one("select id from leads order by id limit 1");
  const contact = await one("select id from contacts order by id limit 1");
  // No mail may have been sent yet when this spec runs alone: then one nobody has, and the 404.
  const [sentMail] = await query<{ id: number }>("select id from outgoing_mails order by id limit 1");
  const agentUser = await one("select id from users where email = 'makelaar@immozennevallei.example'");
  const slot = await one("select id from visit_slots order by id limit 1");
  const property = await one("select id from properties order by id limit 1");
  const project = await one("select id from projects order by id limit 1");
  const menuPage = await one("select id from pages order by id limit 1");
  const version = await one("select id, article_id as parent from legal_text_versions order by id limit 1");
  // Documents the demo may not have: then one nobody has, and the 404.
  const document = async (sql: string): Promise<Sample> => {
    const [row] = await query<{ id: number; parent: number }>(sql);
    return row
      ? { params: { id: row.parent, documentId: row.id, name: "document.pdf" }, admitted: 200 }
      : { params: { id: NOBODY, documentId: NOBODY, name: "document.pdf" }, admitted: 404 };
  };
  const projectDocument = await document("select id, project_id as parent from project_documents order by id limit 1");
  const propertyDocument = await document(
    "select id, property_id as parent from property_documents order by id limit 1",
  );
  // A demand of this spec's own: staff unsubscribe it (the second time changes nothing).
  const demand = await one(
    `insert into demands (token, language, email, name, criteria)
     values ('authz-${Date.now()}-${Math.random()}', 'nl', 'authz-demand@example.be', '', '{"goal":0,"typeWebIds":[],"regions":[]}')
     returning id`,
  );
  const seenAt = new Date().toISOString();
  const photos = (id: number | string): { get: Sample[]; post: Sample[] } => ({
    get: [
      { params: { id }, admitted: 200 },
      // A property or project nobody has: the 404 page.
      { params: { id: NOBODY }, admitted: 404 },
    ],
    post: [
      // No files: the 400 of a malformed upload; a move of a photo the list never had: refused (409).
      { params: { id }, form: { intent: "upload" }, admitted: 400 },
      { params: { id }, form: { intent: "down", id: String(NOBODY), seen: String(NOBODY), seenAt }, admitted: 409 },
      { params: { id: NOBODY }, form: { intent: "upload" }, admitted: 404 },
    ],
  });
  const upload = (id: number | string): { get: Sample[]; post: Sample[] } => ({
    // The upload address takes POST only: its own 405 to a GET.
    get: [{ params: { id }, admitted: 405 }],
    post: [
      { params: { id }, form: { intent: "upload" }, admitted: 400 },
      { params: { id: NOBODY }, form: { intent: "upload" }, admitted: 404 },
    ],
  });
  return {
    dashboard: { get: [{ admitted: 200 }], post: [] },
    // Signing out is asked for last of all, with the form the frame sends (see the loop).
    "sign-out": { get: [{ admitted: 405 }], post: [{ form: { intent: "sign-out" }, admitted: 302 }] },
    leads: {
      get: [{ admitted: 200 }, { search: "?assignee=me&sort=person&dir=desc", admitted: 200 }],
      // Nothing ticked: the page says to tick requests first.
      post: [{ form: { intent: "bulk-status", status: "done" }, admitted: 200 }],
    },
    "leads-export": { get: [{ search: "?q=nobody-at-all", admitted: 200 }], post: [] },
    lead: {
      get: [{ params: { id: lead.id }, admitted: 200 }],
      post: [{ params: { id: NOBODY }, form: { intent: "handle", status: "done" }, admitted: 404 }],
    },
    contacts: { get: [{ admitted: 200 }, { search: "?q=0480", admitted: 200 }], post: [] },
    contact: {
      get: [
        { params: { id: contact.id }, admitted: 200 },
        { params: { id: NOBODY }, admitted: 404 },
      ],
      post: [{ params: { id: NOBODY }, form: { intent: "note", note: "Called back" }, admitted: 404 }],
    },
    tasks: {
      get: [{ admitted: 200 }, { search: "?who=all&due=today", admitted: 200 }],
      post: [{ form: { intent: "done", task: String(NOBODY) }, admitted: 200 }],
    },
    visits: { get: [{ admitted: 200 }, { search: "?view=list", admitted: 200 }], post: [] },
    "visit-slot": {
      get: [{ params: { id: slot.id }, admitted: 200 }],
      post: [{ params: { id: slot.id }, form: { intent: "cancel", booking: String(NOBODY) }, admitted: 200 }],
    },
    demands: { get: [{ admitted: 200 }], post: [] },
    demand: {
      get: [{ params: { id: demand.id }, admitted: 200 }],
      post: [{ params: { id: demand.id }, form: { intent: "unsubscribe" }, admitted: 200 }],
    },
    newsletter: { get: [{ admitted: 200 }], post: [] },
    "newsletter-export": { get: [{ admitted: 200 }], post: [] },
    testimonials: {
      get: [{ admitted: 200 }],
      post: [{ form: { intent: "reject", id: String(NOBODY) }, admitted: 200 }],
    },
    "testimonial-image": { get: [{ params: { id: NOBODY }, admitted: 404 }], post: [] },
    mails: { get: [{ admitted: 200 }], post: [{ form: { intent: "resend", id: String(NOBODY) }, admitted: 200 }] },
    mail: {
      get: [sentMail ? { params: { id: sentMail.id }, admitted: 200 } : { params: { id: NOBODY }, admitted: 404 }],
      post: [
        // Sending again a mail nobody has; a forward to no address is refused beside its field (nothing sent).
        { params: { id: NOBODY }, form: { intent: "resend" }, admitted: 404 },
        ...(sentMail
          ? [{ params: { id: sentMail.id }, form: { intent: "forward", to: "not-an-address" }, admitted: 400 }]
          : []),
      ],
    },
    privacy: {
      get: [{ admitted: 200 }],
      post: [
        { form: { intent: "search", email: "nobody-at-all@example.invalid" }, admitted: 200 },
        // Erasing is for managers; an address nobody has changes nothing.
        { form: { intent: "erase", email: "nobody-at-all@example.invalid", confirm: "yes" }, admitted: 200 },
      ],
    },
    // The export is asked for by the privacy page's form: a GET is sent back there.
    "privacy-export": {
      get: [{ admitted: 302 }],
      post: [{ form: { email: "nobody-at-all@example.invalid" }, admitted: 200 }],
    },
    properties: { get: [{ admitted: 200 }, { search: "?status=archived&q=x", admitted: 200 }], post: [] },
    property: {
      get: [
        { params: { id: property.id }, admitted: 200 },
        { params: { id: "new" }, admitted: 200 },
      ],
      post: [
        // A listing no row has; an unknown intent.
        { params: { id: NOBODY }, form: { intent: "archive", version: "" }, admitted: 404 },
        { params: { id: "new" }, form: { intent: "no-such-intent" }, admitted: 400 },
      ],
    },
    "property-photos": photos(property.id),
    "property-photos-upload": upload(property.id),
    "property-documents": {
      get: [
        { params: { id: property.id }, admitted: 200 },
        { params: { id: NOBODY }, admitted: 404 },
      ],
      post: [
        // A save from a list version that is not the list's is refused (409) and writes nothing.
        { params: { id: property.id }, form: { intent: "save", version: "old", seenAt }, admitted: 409 },
        { params: { id: NOBODY }, form: { intent: "save" }, admitted: 404 },
      ],
    },
    "property-publications": {
      get: [
        { params: { id: property.id }, admitted: 200 },
        { params: { id: NOBODY }, admitted: 404 },
      ],
      post: [
        // A portal that is not on the list: refused before anything is written.
        { params: { id: property.id }, form: { intent: "save", "publications[0].portal": "nowhere" }, admitted: 400 },
        { params: { id: NOBODY }, form: { intent: "save" }, admitted: 404 },
      ],
    },
    "property-document": {
      get: [propertyDocument],
      post: [],
    },
    projects: {
      get: [{ admitted: 200 }],
      // A new project without a title: refused before anything is written.
      post: [{ form: { title: "", zip: "1500", city: "Halle" }, admitted: 400 }],
    },
    project: {
      get: [{ params: { id: project.id }, admitted: 200 }],
      post: [{ params: { id: NOBODY }, form: { intent: "save" }, admitted: 404 }],
    },
    "project-photos": {
      get: photos(project.id).get,
      post: [
        ...photos(project.id).post,
        {
          params: { id: project.id },
          form: { intent: "texts", id: String(NOBODY), version: seenAt, "alt-nl": "Gevel" },
          admitted: 409,
        },
      ],
    },
    "project-photos-upload": upload(project.id),
    "project-document": {
      get: [projectDocument],
      post: [],
    },
    articles: {
      get: [{ admitted: 200 }],
      // A category no row has: the 400.
      post: [{ form: { intent: "create", categoryId: String(NOBODY), title: "Niets" }, admitted: 400 }],
    },
    article: {
      get: [{ params: { id: version.parent ?? NOBODY }, admitted: 200 }],
      post: [{ params: { id: NOBODY }, form: { intent: "save" }, admitted: 404 }],
    },
    "article-version": {
      get: [{ params: { id: version.parent ?? NOBODY, versionId: version.id }, admitted: 200 }],
      post: [],
    },
    // No file: the 400 of a malformed upload.
    "portal-figures": { get: [{ admitted: 200 }], post: [{ form: { file: "" }, admitted: 400 }] },
    compliance: { get: [{ admitted: 200 }], post: [] },
    pages: {
      get: [{ admitted: 200 }],
      post: [{ form: { intent: "publish", id: String(NOBODY), version: "x" }, admitted: 404 }],
    },
    page: {
      get: [{ params: { id: menuPage.id }, admitted: 200 }],
      post: [
        { params: { id: NOBODY }, form: { intent: "save", version: "x" }, admitted: 404 },
        { params: { id: NOBODY }, form: { intent: "module-add", relation: "contact", version: "x" }, admitted: 404 },
      ],
    },
    // A form without a picture: refused with its reason, nothing stored.
    "site-pictures-upload": { get: [], post: [{ form: { picture: "not a file" }, admitted: 400 }] },
    "property-types": { get: [{ admitted: 200 }], post: [] },
    "property-type": {
      get: [
        { params: { id: 1 }, admitted: 200 },
        { params: { id: NOBODY }, admitted: 404 },
      ],
      post: [
        // A name the default language needs left empty: refused beside the field.
        { params: { id: 1 }, form: { intent: "save", version: "x", "names.nl": "", showOrder: "0" }, admitted: 400 },
        {
          params: { id: NOBODY },
          form: { intent: "save", version: "x", "names.nl": "Huis", showOrder: "0" },
          admitted: 404,
        },
      ],
    },
    // A tone nobody offers: refused beside the field, nothing stored.
    banners: {
      get: [{ admitted: 200 }],
      post: [{ form: { intent: "save", version: "x", "badges.new.tone": "pink" }, admitted: 400 }],
    },
    users: { get: [{ admitted: 200 }], post: [{ form: { name: "", email: "not-an-address" }, admitted: 400 }] },
    user: {
      get: [{ params: { id: agentUser.id }, admitted: 200 }],
      post: [{ params: { id: "no-such-user" }, form: { intent: "end-sessions" }, admitted: 404 }],
    },
    audit: { get: [{ admitted: 200 }], post: [] },
    // Settings: a row button answers the form and saves nothing; a save from a version that is not the
    // row's is merged field by field with the row as stored (nothing differs here, so it is saved: 200),
    // and an agency form without its fields is sent back with its errors (400).
    settings: {
      get: [{ admitted: 200 }],
      post: [
        { form: { ...listButton({ type: "insert", payload: { name: "timeSlots" } }), version: "old" }, admitted: 200 },
      ],
    },
    "settings-agency": {
      get: [{ admitted: 200 }],
      post: [{ form: { intent: "save", version: "old" }, admitted: 400 }],
    },
    "settings-tracking": {
      get: [{ admitted: 200 }],
      post: [{ form: { intent: "save", version: "old" }, admitted: 200 }],
    },
    "settings-top-bar": {
      get: [{ admitted: 200 }],
      post: [
        { form: { ...listButton({ type: "insert", payload: { name: "topBarLeft" } }), version: "old" }, admitted: 200 },
      ],
    },
    "settings-footer": {
      get: [{ admitted: 200 }],
      post: [
        {
          form: { ...listButton({ type: "remove", payload: { name: "footer", index: 0 } }), version: "old" },
          admitted: 200,
        },
      ],
    },
    // An advance of 30 % is past the bounds: sent back with its error.
    "settings-terms": {
      get: [{ admitted: 200 }],
      post: [
        { form: { intent: "save", version: "old", offerAdvancePercent: "30", depositMonths: "3" }, admitted: 400 },
      ],
    },
    // An unknown intent: the 400, whoever may post.
    account: { get: [{ admitted: 200 }], post: [{ form: { intent: "no-such-intent" }, admitted: 400 }] },
  };
}

type ListIntent =
  | { type: "insert"; payload: { name: string } }
  | { type: "remove"; payload: { name: string; index: number } };

/** What a row button of the form kit posts (Conform's list intent): the form back, nothing saved. */
function listButton(intent: ListIntent): Record<string, string> {
  return { __intent__: JSON.stringify(intent) };
}

function address(id: AdminPageId, sample: Sample): string {
  return `${adminHref(id, sample.params)}${sample.search ?? ""}`;
}

/** The status and, for a redirect, where it leads, checked against what the table says. */
function check(
  label: string,
  answer: { status(): number; headers(): Record<string, string> },
  expected: ReturnType<typeof expectedAnswer>,
) {
  const headers = answer.headers();
  if (expected === "sign-in") {
    expect(answer.status(), label).toBe(302);
    expect(headers.location, label).toMatch(/^\/nl\/login\/\?next=/);
  } else if (expected === "two-factor") {
    expect(answer.status(), label).toBe(302);
    expect(headers.location, label).toBe(adminHref("account"));
  } else expect(answer.status(), label).toBe(expected);
  // Whatever the answer, refusals and redirects included: never kept, never indexed.
  expect(headers["cache-control"], `${label} Cache-Control`).toBe("no-store");
  expect(headers["x-robots-tag"], `${label} X-Robots-Tag`).toBe("noindex, nofollow");
}

for (const who of EVERYONE) {
  test(`every page and every action of the table, as ${who}: what the table says`, async ({ browser }) => {
    const table = await samples();
    const api = await client(browser, who);
    const signOutLast: [AdminPageId, Sample][] = [];
    for (const id of ADMIN_PAGE_IDS) {
      for (const sample of table[id].get) {
        const path = address(id, sample);
        const answer = await api.get(path, { maxRedirects: 0 });
        check(`${who} GET ${path}`, answer, expectedAnswer(id, "GET", who, sample));
      }
      // A page that takes no POST is asked once with an empty form: the table's 405, or the sign-in first.
      const posts = rolesFor(id, "POST") ? table[id].post : [{ params: table[id].get[0]?.params, admitted: 405 }];
      for (const sample of posts) {
        if (id === "sign-out") {
          signOutLast.push([id, sample]);
          continue;
        }
        const path = address(id, sample);
        const answer = await api.post(path, { form: sample.form ?? {}, maxRedirects: 0 });
        check(`${who} POST ${path} ${sample.form?.intent ?? ""}`, answer, expectedAnswer(id, "POST", who, sample));
      }
    }
    for (const [id, sample] of signOutLast) {
      const path = address(id, sample);
      const answer = await api.post(path, { form: sample.form ?? {}, maxRedirects: 0 });
      check(`${who} POST ${path}`, answer, expectedAnswer(id, "POST", who, sample));
    }
  });
}

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
  await signedInWithTwoFactor(withCodes, "agent");
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
