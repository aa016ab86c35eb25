// What every settings page's loader and action do, whatever its section: managers only; the form's
// fields read and filtered by the section; "save" checks and saves, answering the form again with
// its errors (400) or, when someone else saved meanwhile and both changed a field, with those fields
// to choose (409; the rest is merged, edit-merge-form.ts); a row button (add, remove,
// move) answers the form with its rows rewritten and nothing saved, so it works without JavaScript.
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { isLanguage, LANGUAGES } from "../../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../../i18n/messages/admin-editing.ts";
import type { AdminSettingsMessages } from "../../../i18n/messages/admin-settings.ts";
import { ADMIN_SETTINGS_MESSAGES } from "../../../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../../../i18n/messages/admin-settings-fields.ts";
import { ADMIN_SETTINGS_FIELD_MESSAGES } from "../../../i18n/messages/admin-settings-fields.ts";
import {
  addButtonId,
  applyRowIntent,
  type FormAnswer,
  type FormValues,
  parseRowIntent,
  rowId,
} from "../../../shared/flat-form.ts";
import { settingsFieldLabel } from "../../../shared/settings-field-label.ts";
import type { SignedInUser } from "../../auth/session.ts";
import { readFormBody } from "../../form-body.ts";
import { badRequest } from "../../http-errors.ts";
import { conflictView, formBase, formMergeOf, savedTogether } from "../edit-merge-form.ts";
import { recordVersion } from "../edit-record.ts";
import type { SettingsSection } from "./section.ts";
import { readSettings, saveSettingsSection } from "./settings-store.ts";

/** Longer than any field the sections accept: a bigger value is not from the form. */
const MAX_VALUE = 20_000;

/** What every settings page shows: its texts in the manager's language, the form's values and version. */
export async function loadSettingsPage<V>(user: SignedInUser, section: SettingsSection<V>) {
  const row = await readSettings();
  const language = user.language;
  return {
    language,
    m: ADMIN_MESSAGES[language],
    s: ADMIN_SETTINGS_MESSAGES[language],
    f: ADMIN_SETTINGS_FIELD_MESSAGES[language],
    e: ADMIN_EDITING_MESSAGES[language],
    version: recordVersion(row.updatedAt),
    values: section.toForm(row),
    base: formBase(section.toForm(row)),
    lists: section.lists,
    enabledLanguages: row.enabledLanguages.filter(isLanguage),
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : LANGUAGES[0],
  };
}

function readValues<V>(form: FormData, section: SettingsSection<V>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || !section.accepts(name)) continue;
    if (value.length > MAX_VALUE) badRequest(`${name} is too long`);
    values[name] = value;
  }
  return values;
}

export async function settingsAction<V>(request: Request, user: SignedInUser, section: SettingsSection<V>) {
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const version = form.get("version");
  if (typeof intent !== "string" || typeof version !== "string") badRequest("intent and version");
  const values = readValues(form, section);
  const answer = (rest: Partial<FormAnswer> = {}): FormAnswer => ({
    values,
    errors: {},
    version,
    revision: randomUUID(),
    ...rest,
  });

  if (intent === "save") {
    const parsed = section.parse(values, await readSettings());
    if ("errors" in parsed) return data(answer({ errors: parsed.errors }), { status: 400 });
    const outcome = await saveSettingsSection(
      section,
      parsed.value,
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
      return data(
        answer({
          values: { ...values, ...merge.merged.fields },
          errors: merge.errors ?? {},
          version: outcome.version,
          base: formBase(merge.theirs),
          choices,
        }),
        { status: 409 },
      );
    }
    if ("conflict" in outcome)
      return data(answer({ conflict: outcome.conflict, version: outcome.version }), { status: 409 });
    const together = savedTogether(outcome.taken, describe, e);
    return { saved: true as const, changed: outcome.changed.length, ...(together ? { together } : {}) };
  }

  const row = parseRowIntent(intent);
  const max = row ? section.lists[row.list] : undefined;
  if (!row || max === undefined) badRequest("intent");
  const applied = applyRowIntent(values, row, max);
  if (!applied) return answer();
  return answer({
    values: applied.values,
    focus: applied.row >= 0 ? rowId(row.list, applied.row) : addButtonId(row.list),
  });
}

/**
 * A settings field's name as the manager reads it: "agency.slogan.nl" is the slogan (NL),
 * "timeSlots.1" the second time slot, "footer.0.title.nl" the first footer column's title (NL).
 */
export function settingsFormFieldLabel(field: string, s: AdminSettingsMessages, f: AdminSettingsFieldMessages): string {
  const parts = field.split(".");
  const language = parts.at(-1) && isLanguage(parts.at(-1) ?? "") ? parts.pop() : undefined;
  const suffix = language ? ` (${language.toUpperCase()})` : "";
  const row = parts.findIndex((part) => /^\d+$/.test(part));
  if (row > 0) {
    const list = parts.slice(0, row).join(".");
    const lists: Record<string, string> = {
      timeSlots: s.timeSlots.legend,
      footer: s.sections.footer,
      topBarLeft: f.topBar.left,
      topBarRight: f.topBar.right,
    };
    const rest = parts.slice(row + 1).join(".");
    return `${lists[list] ?? list} ${Number(parts[row]) + 1}${rest ? `: ${rest}` : ""}${suffix}`;
  }
  if (parts[0] === "enabled" && language) return `${s.languages.enabled}${suffix}`;
  return `${settingsFieldLabel(parts.join("."), s, f)}${suffix}`;
}
