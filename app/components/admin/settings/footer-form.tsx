// The footer's columns: title, introduction and text per language, each with its "show" box.
import { type footerSettingsForm, MAX_FOOTER_COLUMNS } from "../../../domain/admin-forms/settings-forms.ts";
import { fill } from "../../../i18n/fill.ts";
import { AdminField } from "../admin-field.tsx";
import type { useAdminForm } from "../admin-form.ts";
import { LocalizedFields } from "./localized-fields.tsx";
import { useSettingsForm } from "./settings-fields.tsx";
import { SettingsRows } from "./settings-rows.tsx";

type FooterFields = ReturnType<typeof useAdminForm<ReturnType<typeof footerSettingsForm>["schema"]>>[1];

export function FooterForm({ fields }: { fields: FooterFields }) {
  const { f, kit } = useSettingsForm();
  const t = f.footer;
  const name = (index: number) => fill(t.column, { n: index + 1 });
  const columns = fields.footer.getFieldList();
  return (
    <SettingsRows
      list={fields.footer.name}
      rows={columns}
      max={MAX_FOOTER_COLUMNS}
      legend={t.columns}
      rowName={name}
      addLabel={t.add}
      emptyText={t.none}
      firstField=".titlePublic"
    >
      {(index) => {
        const column = columns[index]?.getFieldset();
        if (!column) return null;
        return (
          <>
            <div className="settings-checks">
              <AdminField meta={column.titlePublic} label={t.titlePublic} kind="checkbox" {...kit} />
              <AdminField meta={column.introPublic} label={t.introPublic} kind="checkbox" {...kit} />
              <AdminField meta={column.textPublic} label={t.textPublic} kind="checkbox" {...kit} />
            </div>
            <LocalizedFields
              title={name(index)}
              fields={[
                { meta: column.title, label: t.title },
                { meta: column.intro, label: t.intro, multiline: true },
                { meta: column.text, label: t.text, multiline: true },
              ]}
            />
          </>
        );
      }}
    </SettingsRows>
  );
}
