// What the tests of the form actions share: a database of the test file's own with the site's
// settings, lead settings of the test's own, a form posted with a token old enough to pass the
// fill-time check, a solved captcha, the context an action is called with, and what it answered.
//
//   const database = await startFormTestDatabase();
//   useLeadSettings();
//   const answer = answerOf(await demandFormAction(await actionContext(formPost(fields), "nl")));
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { newCaptchaChallenge } from "../../app/.server/leads/captcha.ts";
import type { FormActionContext } from "../../app/.server/leads/form-action-context.ts";
import { issueFormToken } from "../../app/.server/leads/form-token.ts";
import { type LeadSettings, setLeadSettings } from "../../app/.server/leads/lead-settings.ts";
import { siteData } from "../../app/.server/site-settings.ts";
import type { FormKind } from "../../app/domain/forms/form-kinds.ts";
import type { Language } from "../../app/i18n/languages.ts";
import type { FormActionData } from "../../app/shared/form-view.ts";
import { insertSettings } from "./catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { makeTempDir } from "./throw-away-postgres.ts";

export const TEST_FORM_SECRET = "a-test-secret-that-is-long-enough-to-sign";
export const TEST_ORIGIN = "https://www.agency.test";

/** This file's database as the app's db(), with the site's settings (agency "Test", a@b.be). */
export async function startFormTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ current: true, max: 4 });
  await insertSettings(database.db);
  return database;
}

export function useLeadSettings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  const settings: LeadSettings = {
    secret: TEST_FORM_SECRET,
    minFillMs: 1_000,
    submissionsPer10Minutes: 1_000,
    submissionsPerHourPerForm: 1_000,
    dataDir: makeTempDir("leads-"),
    retentionMonths: 24,
    ...overrides,
  };
  setLeadSettings(settings);
  return settings;
}

/** A token issued long enough ago to pass the fill-time check. */
export function filledToken(kind: FormKind, now = Date.now()): string {
  return issueFormToken(TEST_FORM_SECRET, kind, now - 5_000);
}

export function formPost(fields: Record<string, string | string[]>, path = "/nl/form/"): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** The captcha field's value of a browser that solved its challenge. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await newCaptchaChallenge(TEST_FORM_SECRET);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The context a form's action gets from its route, for a form posted from `clientAddress`. */
export async function actionContext(
  request: Request,
  language: Language,
  options: { clientAddress?: string; about?: { title: string; url: string }; propertyId?: number } = {},
): Promise<FormActionContext> {
  const { settings, pages } = await siteData();
  return {
    request,
    clientAddress: options.clientAddress ?? "192.0.2.1",
    page: { settings, pages, language },
    origin: TEST_ORIGIN,
    propertyId: options.propertyId,
    projectId: undefined,
    about: options.about,
  };
}

/** What an action returned: a redirect Response, or React Router's data() with a body and a status. */
export function answerOf(result: unknown): { status: number; location?: string | null; body?: FormActionData } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  const data = result as { data: FormActionData; init?: { status?: number } };
  return { status: data.init?.status ?? 200, body: data.data };
}
