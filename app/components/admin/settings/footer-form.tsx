// The footer's columns: title, introduction and text per language, each with its "show" box.
import { fill } from "../../../i18n/fill.ts";
import { LocalizedFields } from "./localized-fields.tsx";
import { RowList } from "./row-list.tsx";
import { CheckboxField, useSettingsForm } from "./settings-fields.tsx";

export function FooterForm() {
  const { f } = useSettingsForm();
  const t = f.footer;
  const column = (index: number) => fill(t.column, { n: index + 1 });
  return (
    <RowList list="footer" legend={t.columns} rowLegend={column} addLabel={t.add} emptyText={t.none}>
      {(index) => {
        const prefix = `footer.${index}`;
        return (
          <>
            <div className="settings-checks">
              <CheckboxField name={`${prefix}.titlePublic`} label={t.titlePublic} />
              <CheckboxField name={`${prefix}.introPublic`} label={t.introPublic} />
              <CheckboxField name={`${prefix}.textPublic`} label={t.textPublic} />
            </div>
            <LocalizedFields
              title={column(index)}
              fields={[
                { name: `${prefix}.title`, label: t.title },
                { name: `${prefix}.intro`, label: t.intro, multiline: true },
                { name: `${prefix}.text`, label: t.text, multiline: true },
              ]}
            />
          </>
        );
      }}
    </RowList>
  );
}
