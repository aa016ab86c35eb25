// The footer's columns: a title, an intro and a text per language, each shown only when public.
import { FOOTER_PARTS, type FooterSettings, footerSettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import { footerColumnSchema } from "../../db/json-shapes.ts";
import {
  canonical,
  localizedFields,
  type SettingsFields,
  type SettingsSection,
  schemaErrors,
  tick,
} from "./section.ts";

export const footerSection: SettingsSection<FooterSettings> = {
  id: "footer",
  form: footerSettingsForm,

  toForm(row) {
    const fields: SettingsFields = {};
    row.footerColumns.forEach((column, index) => {
      const prefix = `footer[${index}]`;
      for (const part of FOOTER_PARTS) {
        Object.assign(fields, localizedFields(`${prefix}.${part}`, column[part]));
        fields[`${prefix}.${part}Public`] = tick(column[`${part}Public`]);
      }
    });
    return fields;
  },

  patch: (value) => ({ footerColumns: value.footerColumns }),

  siteErrors: (value) => schemaErrors(["footer"], footerColumnSchema.array().safeParse(value.footerColumns).error),

  audited: (row) => ({ footerColumns: canonical(row.footerColumns) }),
};
