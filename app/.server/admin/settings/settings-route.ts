// What every settings page's loader and action do, whatever its section: managers only; the form
// checked with the section's schema (the one the page runs in the browser) and answered with
// formReply: its errors (400), or, when someone else saved meanwhile and both changed a field, those
// fields to choose with the rest merged (409, edit-merge-form.ts). A row button (add, remove, move:
// Conform's list intents) is no save: the answer carries the new list and everything typed, so it
// works without JavaScript. Every answer carries the version and the fingerprints the form goes on with.
import { isLanguage, LANGUAGES } from "../../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../../i18n/messages/admin-forms/index.server.ts";
import type { AdminSettingsMessages } from "../../../i18n/messages/admin-settings.ts";
import { ADMIN_SETTINGS_MESSAGES } from "../../../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../../../i18n/messages/admin-settings-fields.ts";
import { ADMIN_SETTINGS_FIELD_MESSAGES } from "../../../i18n/messages/admin-settings-fields.ts";
import type { EditConflictView } from "../../../shared/edit-conflict-view.ts";
import { settingsFieldLabel } from "../../../shared/settings-field-label.ts";
import type { SignedInUser } from "../../auth/session.ts";
import { readFormBody } from "../../form-body.ts";
import { badRequest } from "../../http-errors.ts";
import { BASE_FIELD, conflictView, formBase, formMergeOf, savedTogether } from "../edit-merge-form.ts";
import type { ChangeSince } from "../edit-record.ts";
import { recordVersion } from "../edit-record.ts";
import { formReply, parseSubmission } from "../form-reply.ts";
import { formDataOf, type SettingsFieldErrors, type SettingsSection } from "./section.ts";
import { readSettings, saveSettingsSection } from "./settings-store.ts";

/** Longer than any field the sections accept: a bigger value is not from the form. */
const MAX_VALUE = 20_000;

/** The key of a refusal because someone else saved first: the page shows the conflict, not an error. */
export const EDIT_CONFLICT = "editConflict";

/** What every settings page shows: its texts in the manager's language, the form's values and version. */
export async function loadSettingsPage<V>(user: SignedInUser, section: SettingsSection<V>) {
  const row = await readSettings();
  const language = user.language;
  const fields = section.toForm(row);
  return {
    language,
    m: ADMIN_MESSAGES[language],
    s: ADMIN_SETTINGS_MESSAGES[language],
    f: ADMIN_SETTINGS_FIELD_MESSAGES[language],
    e: ADMIN_EDITING_MESSAGES[language],
    forms: adminFormTexts(language),
    version: recordVersion(row.updatedAt),
    // The form's values as Conform reads them back: what the browser would post, nested.
    values: parseSubmission(formDataOf(fields), section.form(row.defaultLanguage).schema).payload,
    base: formBase(fields),
    enabledLanguages: row.enabledLanguages.filter(isLanguage),
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : LANGUAGES[0],
  };
}

/** What an answer adds to Conform's reply: the version and base the form goes on with, and the conflict. */
export interface SettingsAnswer {
  version?: string;
  base?: string;
  /** Who saved what meanwhile, when there is nothing to choose field by field. */
  conflict?: ChangeSince[];
  choices?: EditConflictView;
  saved?: true;
  changed?: number;
  together?: string;
}

function asLists(errors: SettingsFieldErrors | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([name, error]) => [name, [error]]));
}

export async function settingsAction<V>(request: Request, user: SignedInUser, section: SettingsSection<V>) {
  const form = await readFormBody(request);
  const version = form.get("version");
  const base = form.get(BASE_FIELD) ?? "";
  if (typeof version !== "string" || typeof base !== "string") badRequest("version and base");
  for (const [name, value] of form)
    if (typeof value === "string" && value.length > MAX_VALUE) badRequest(`${name} is too long`);
  const row = await readSettings();
  const settingsForm = section.form(row.defaultLanguage);
  const { schema } = settingsForm;
  const refusedPictures = (await section.readPictures?.(form, { id: user.id, name: user.name })) ?? {};
  const submission = parseSubmission(form, schema);
  const goOn: SettingsAnswer = { version, base };
  if (submission.status !== "success") return formReply(submission, {}, goOn);
  if (Object.keys(refusedPictures).length > 0) return formReply(submission, { fieldErrors: refusedPictures }, goOn);
  const value = settingsForm.read(submission.value);
  const site = section.siteErrors(value, row);
  if (Object.keys(site).length > 0) return formReply(submission, { fieldErrors: asLists(site) }, goOn);

  const outcome = await saveSettingsSection(
    section,
    value,
    version,
    { id: user.id, name: user.name },
    undefined,
    formMergeOf(form),
  );
  const s = ADMIN_SETTINGS_MESSAGES[user.language];
  const f = ADMIN_SETTINGS_FIELD_MESSAGES[user.language];
  const e = ADMIN_EDITING_MESSAGES[user.language];
  const describe = (field: string) => ({
    label: settingsFormFieldLabel(field, s, f),
    shown: (value: string) => value,
  });
  if ("conflict" in outcome && outcome.merge) {
    const { merge } = outcome;
    const choices = conflictView(merge.merged, merge.mine, merge.theirs, {
      changes: outcome.conflict,
      storedAt: new Date(outcome.version),
      userId: user.id,
      // The audit line names a field as the form does, or its list as a whole ("footerColumns").
      auditKeyOf: (field) => field,
      describe,
      language: user.language,
      e,
    });
    // The form comes back with the merge: the other save's fields taken, mine kept where both changed.
    return formReply(
      parseSubmission(formDataOf(merge.merged.fields), schema),
      { formErrors: [EDIT_CONFLICT], fieldErrors: asLists(merge.errors), status: 409 },
      { version: outcome.version, base: formBase(merge.theirs), choices } satisfies SettingsAnswer,
    );
  }
  if ("conflict" in outcome)
    return formReply(submission, { formErrors: [EDIT_CONFLICT], status: 409 }, {
      version: outcome.version,
      base,
      conflict: outcome.conflict,
    } satisfies SettingsAnswer);
  const together = savedTogether(outcome.taken, describe, e);
  // The form starts again from what is stored (the loader's values, read after this save): the fields
  // another save changed meanwhile show their new values, never the ones this form was opened with,
  // which a next save would otherwise write back.
  return formReply(submission, { resetForm: true }, {
    saved: true,
    changed: outcome.changed.length,
    ...(together ? { together } : {}),
  } satisfies SettingsAnswer);
}

/**
 * A settings field's name as the manager reads it: "agency.slogan.nl" is the slogan (NL),
 * "timeSlots[1]" the second time slot, "footer[0].title.nl" the first footer column's title (NL).
 */
export function settingsFormFieldLabel(field: string, s: AdminSettingsMessages, f: AdminSettingsFieldMessages): string {
  const parts = field.split(".");
  const language = parts.at(-1) && isLanguage(parts.at(-1) ?? "") ? parts.pop() : undefined;
  const suffix = language ? ` (${language.toUpperCase()})` : "";
  const row = /^(\w+)\[(\d+)\]$/.exec(parts[0] ?? "");
  if (row) {
    const lists: Record<string, string> = {
      timeSlots: s.timeSlots.legend,
      footer: s.sections.footer,
      topBarLeft: f.topBar.left,
      topBarRight: f.topBar.right,
    };
    const list = row[1] ?? "";
    const rest = parts.slice(1).join(".");
    return `${lists[list] ?? list} ${Number(row[2]) + 1}${rest ? `: ${rest}` : ""}${suffix}`;
  }
  if (parts[0] === "enabled" && language) return `${s.languages.enabled}${suffix}`;
  return `${settingsFieldLabel(parts.join("."), s, f)}${suffix}`;
}
