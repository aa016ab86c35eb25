// The top bar's left and right links: shown or not, address, icon, colour and a text per language.
import {
  MAX_TOP_BAR_LINKS,
  TOP_BAR_ICONS,
  TOP_BAR_LISTS,
  type topBarSettingsForm,
} from "../../../domain/admin-forms/settings-forms.ts";
import { fill } from "../../../i18n/fill.ts";
import { AdminField } from "../admin-field.tsx";
import type { useAdminForm } from "../admin-form.ts";
import { LocalizedFields } from "./localized-fields.tsx";
import { useSettingsForm } from "./settings-fields.tsx";
import { SettingsRows } from "./settings-rows.tsx";

type TopBarFields = ReturnType<typeof useAdminForm<ReturnType<typeof topBarSettingsForm>["schema"]>>[1];
type LinkFields = ReturnType<TopBarFields["topBarLeft"]["getFieldList"]>[number];

function Link({ link, index }: { link: LinkFields; index: number }) {
  const { f, kit } = useSettingsForm();
  const t = f.topBar;
  const fields = link.getFieldset();
  return (
    <>
      <AdminField meta={fields.published} label={t.published} kind="checkbox" {...kit} />
      <div className="admin-form-grid">
        <AdminField meta={fields.href} label={t.href} hint={t.hrefHint} className="admin-field-wide" {...kit} />
        <AdminField
          meta={fields.icon}
          label={t.icon}
          kind="select"
          options={[
            { value: "", label: t.noIcon },
            ...TOP_BAR_ICONS.map((icon) => ({ value: icon, label: t.icons[icon] ?? icon })),
          ]}
          {...kit}
        />
        <AdminField meta={fields.color} label={t.color} hint={t.colorHint} {...kit} />
      </div>
      <LocalizedFields title={fill(t.link, { n: index + 1 })} fields={[{ meta: fields.label, label: t.label }]} />
    </>
  );
}

export function TopBarForm({ fields }: { fields: TopBarFields }) {
  const { f } = useSettingsForm();
  const t = f.topBar;
  return (
    <>
      {TOP_BAR_LISTS.map((list) => {
        const links = fields[list].getFieldList();
        return (
          <SettingsRows
            key={list}
            list={fields[list].name}
            rows={links}
            max={MAX_TOP_BAR_LINKS}
            legend={list === "topBarLeft" ? t.left : t.right}
            rowName={(index) => fill(t.link, { n: index + 1 })}
            addLabel={list === "topBarLeft" ? t.addLeft : t.addRight}
            emptyText={t.none}
            firstField=".published"
          >
            {(index) => {
              const link = links[index];
              return link ? <Link link={link} index={index} /> : null;
            }}
          </SettingsRows>
        );
      })}
    </>
  );
}
