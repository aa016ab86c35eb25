// The top bar's left and right links: shown or not, address, icon, colour and a text per language.
import { fill } from "../../../i18n/fill.ts";
import { LocalizedFields } from "./localized-fields.tsx";
import { RowList } from "./row-list.tsx";
import { CheckboxField, SelectField, TextField, useSettingsForm } from "./settings-fields.tsx";

function Link({ list, index, icons }: { list: string; index: number; icons: readonly string[] }) {
  const { f } = useSettingsForm();
  const t = f.topBar;
  const prefix = `${list}.${index}`;
  return (
    <>
      <CheckboxField name={`${prefix}.published`} label={t.published} />
      <div className="admin-form-grid">
        <TextField name={`${prefix}.href`} label={t.href} hint={t.hrefHint} required wide />
        <SelectField
          name={`${prefix}.icon`}
          label={t.icon}
          options={[
            { value: "", label: t.noIcon },
            ...icons.map((icon) => ({ value: icon, label: t.icons[icon] ?? icon })),
          ]}
        />
        <TextField name={`${prefix}.color`} label={t.color} hint={t.colorHint} />
      </div>
      <LocalizedFields
        title={fill(t.link, { n: index + 1 })}
        fields={[{ name: `${prefix}.label`, label: t.label, required: true }]}
      />
    </>
  );
}

export function TopBarForm({ icons }: { icons: readonly string[] }) {
  const { f } = useSettingsForm();
  const t = f.topBar;
  return (
    <>
      {(["topBarLeft", "topBarRight"] as const).map((list) => (
        <RowList
          key={list}
          list={list}
          legend={list === "topBarLeft" ? t.left : t.right}
          rowLegend={(index) => fill(t.link, { n: index + 1 })}
          addLabel={list === "topBarLeft" ? t.addLeft : t.addRight}
          emptyText={t.none}
        >
          {(index) => <Link list={list} index={index} icons={icons} />}
        </RowList>
      ))}
    </>
  );
}
