// The top bar's two lists of links: each published or not, with a label per language, an address,
// an icon and a colour (topBarSettingsForm).
import { TOP_BAR_LISTS, type TopBarSettings, topBarSettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import { topBarLinkSchema } from "../../db/json-shapes.ts";
import {
  canonical,
  localizedFields,
  type SettingsFields,
  type SettingsSection,
  schemaErrors,
  tick,
} from "./section.ts";

export const topBarSection: SettingsSection<TopBarSettings> = {
  id: "top-bar",
  form: topBarSettingsForm,

  toForm(row) {
    const fields: SettingsFields = {};
    for (const list of TOP_BAR_LISTS)
      row[list].forEach((link, index) => {
        const prefix = `${list}[${index}]`;
        fields[`${prefix}.published`] = tick(link.published);
        fields[`${prefix}.href`] = link.href;
        fields[`${prefix}.icon`] = link.icon ?? "";
        fields[`${prefix}.color`] = link.color ?? "";
        Object.assign(fields, localizedFields(`${prefix}.label`, link.label));
      });
    return fields;
  },

  patch: (value) => value,

  siteErrors: (value) =>
    Object.assign(
      {},
      ...TOP_BAR_LISTS.map((list) => schemaErrors([list], topBarLinkSchema.array().safeParse(value[list]).error)),
    ),

  audited: (row) => ({ topBarLeft: canonical(row.topBarLeft), topBarRight: canonical(row.topBarRight) }),
};
