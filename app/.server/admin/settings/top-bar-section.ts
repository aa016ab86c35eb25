// The top bar's two lists of links: each published or not, with a label per language, an address,
// an icon and a colour.
import { checkColor, checkLinkHref } from "../../../domain/site-settings-rules.ts";
import { countKey, type FormValues, fieldText, rowCount } from "../../../shared/flat-form.ts";
import { type TopBarLink, topBarLinkSchema } from "../../db/json-shapes.ts";
import { Checks, canonical, localized, localizedFields, type SettingsSection, tick, ticked } from "./section.ts";

export const TOP_BAR_LISTS = ["topBarLeft", "topBarRight"] as const;
export type TopBarList = (typeof TOP_BAR_LISTS)[number];
export const MAX_TOP_BAR_LINKS = 8;
export const TOP_BAR_ICONS = topBarLinkSchema.shape.icon.unwrap().options;
type Icon = (typeof TOP_BAR_ICONS)[number];

export type TopBarSettings = Record<TopBarList, TopBarLink[]>;

const FIELD = /^(topBarLeft|topBarRight)\.(count|\d+\.(published|href|icon|color|label\.[a-z]{2}))$/;

function isIcon(value: string): value is Icon {
  return (TOP_BAR_ICONS as readonly string[]).includes(value);
}

function readLink(values: FormValues, prefix: string, checks: Checks, defaultLanguage: string): TopBarLink {
  const icon = fieldText(values, `${prefix}.icon`);
  if (icon !== "" && !isIcon(icon)) checks.fail(`${prefix}.icon`, "invalid");
  const color = checks.take(`${prefix}.color`, checkColor(fieldText(values, `${prefix}.color`)), undefined);
  return {
    published: ticked(values, `${prefix}.published`),
    label: localized(values, `${prefix}.label`, checks, { defaultLanguage, required: true, max: 120 }),
    href: checks.take(`${prefix}.href`, checkLinkHref(fieldText(values, `${prefix}.href`)), ""),
    ...(isIcon(icon) ? { icon } : {}),
    ...(color ? { color } : {}),
  };
}

export const topBarSection: SettingsSection<TopBarSettings> = {
  id: "top-bar",
  accepts: (name) => FIELD.test(name),
  lists: { topBarLeft: MAX_TOP_BAR_LINKS, topBarRight: MAX_TOP_BAR_LINKS },

  toForm(row) {
    const values: FormValues = {};
    for (const list of TOP_BAR_LISTS) {
      values[countKey(list)] = String(row[list].length);
      row[list].forEach((link, index) => {
        const prefix = `${list}.${index}`;
        values[`${prefix}.published`] = tick(link.published);
        values[`${prefix}.href`] = link.href;
        values[`${prefix}.icon`] = link.icon ?? "";
        values[`${prefix}.color`] = link.color ?? "";
        Object.assign(values, localizedFields(`${prefix}.label`, link.label));
      });
    }
    return values;
  },

  parse(values, row) {
    const checks = new Checks();
    const value = {} as TopBarSettings;
    for (const list of TOP_BAR_LISTS) {
      const count = rowCount(values, list, MAX_TOP_BAR_LINKS);
      value[list] = Array.from({ length: count }, (_, index) =>
        readLink(values, `${list}.${index}`, checks, row.defaultLanguage),
      );
      const site = topBarLinkSchema.array().safeParse(value[list]);
      if (!site.success) checks.failSchema(list, site.error);
    }
    return checks.ok ? { value } : { errors: checks.errors };
  },

  patch: (value) => value,

  audited: (row) => ({ topBarLeft: canonical(row.topBarLeft), topBarRight: canonical(row.topBarRight) }),
};
