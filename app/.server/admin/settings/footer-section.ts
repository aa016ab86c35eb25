// The footer's columns: a title, an intro and a text per language, each shown only when public.
import { countKey, type FormValues, rowCount } from "../../../shared/flat-form.ts";
import { type FooterColumn, footerColumnSchema } from "../../db/json-shapes.ts";
import { Checks, canonical, localized, localizedFields, type SettingsSection, tick, ticked } from "./section.ts";

export const MAX_FOOTER_COLUMNS = 6;
const PARTS = ["title", "intro", "text"] as const;
const FIELD = /^footer\.(count|\d+\.((title|intro|text)\.[a-z]{2}|titlePublic|introPublic|textPublic))$/;

function readColumn(values: FormValues, prefix: string, checks: Checks, defaultLanguage: string): FooterColumn {
  const texts = (part: (typeof PARTS)[number]) =>
    localized(values, `${prefix}.${part}`, checks, { defaultLanguage, max: part === "text" ? 2000 : 300 });
  const column: FooterColumn = {
    title: texts("title"),
    titlePublic: ticked(values, `${prefix}.titlePublic`),
    intro: texts("intro"),
    introPublic: ticked(values, `${prefix}.introPublic`),
    text: texts("text"),
    textPublic: ticked(values, `${prefix}.textPublic`),
  };
  // A column with nothing in it would show nothing: it is asked to have at least a title.
  if (PARTS.every((part) => Object.keys(column[part]).length === 0))
    checks.fail(`${prefix}.title.${defaultLanguage}`, "required");
  return column;
}

export const footerSection: SettingsSection<FooterColumn[]> = {
  id: "footer",
  accepts: (name) => FIELD.test(name),
  lists: { footer: MAX_FOOTER_COLUMNS },

  toForm(row) {
    const values: FormValues = { [countKey("footer")]: String(row.footerColumns.length) };
    row.footerColumns.forEach((column, index) => {
      const prefix = `footer.${index}`;
      for (const part of PARTS) {
        Object.assign(values, localizedFields(`${prefix}.${part}`, column[part]));
        values[`${prefix}.${part}Public`] = tick(column[`${part}Public`]);
      }
    });
    return values;
  },

  parse(values, row) {
    const checks = new Checks();
    const count = rowCount(values, "footer", MAX_FOOTER_COLUMNS);
    const columns = Array.from({ length: count }, (_, index) =>
      readColumn(values, `footer.${index}`, checks, row.defaultLanguage),
    );
    const site = footerColumnSchema.array().safeParse(columns);
    if (!site.success) checks.failSchema("footer", site.error);
    return checks.ok ? { value: columns } : { errors: checks.errors };
  },

  patch: (columns) => ({ footerColumns: columns }),

  audited: (row) => ({ footerColumns: canonical(row.footerColumns) }),
};
