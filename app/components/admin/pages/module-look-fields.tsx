// A module's look (SPEC.md, Module): title size, row, width on each screen, items per row, a style
// from the site's list, and what is drawn behind it: a colour (the text takes the ink that reads on
// it; a colour on which none does is refused with that reason), a picture or a gallery of pictures.
import { MODULE_BACKGROUNDS, TITLE_SIZES } from "../../../domain/admin-forms/module-forms.ts";
import { MODULE_CLASSES } from "../../../domain/module-look.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPageModulesMessages } from "../../../i18n/messages/admin-page-modules.ts";
import { AdminField } from "../admin-field.tsx";
import type { PageFieldMeta } from "./page-fields.ts";

export function ModuleLookFields({
  field,
  mm,
  f,
  ownErrors,
}: {
  field: (name: string) => PageFieldMeta;
  mm: AdminPageModulesMessages;
  f: AdminFormTexts;
  ownErrors: Record<string, string>;
}) {
  const texts = { texts: f, ownErrors };
  const options = (values: readonly string[], labels: Record<string, string>) =>
    values.map((value) => ({ value, label: labels[value] ?? value }));
  return (
    <fieldset className="admin-module-look">
      <legend>{mm.look}</legend>
      <div className="admin-form-grid">
        <AdminField
          {...texts}
          meta={field("titleSize")}
          label={mm.titleSize}
          kind="select"
          options={options(TITLE_SIZES, mm.titleSizes)}
        />
        <AdminField
          {...texts}
          meta={field("className")}
          label={mm.className}
          kind="select"
          options={options(MODULE_CLASSES, mm.classes)}
        />
        <AdminField {...texts} meta={field("contentRow")} label={mm.contentRow} kind="number" number="count" />
        <AdminField {...texts} meta={field("span")} label={mm.span} kind="number" number="count" />
        <AdminField {...texts} meta={field("colsSm")} label={mm.colsSm} kind="number" number="count" />
        <AdminField {...texts} meta={field("colsMd")} label={mm.colsMd} kind="number" number="count" />
        <AdminField {...texts} meta={field("colsLg")} label={mm.colsLg} kind="number" number="count" />
        <AdminField
          {...texts}
          meta={field("backgroundType")}
          label={mm.backgroundType}
          kind="select"
          options={options(MODULE_BACKGROUNDS, mm.backgrounds)}
        />
        <AdminField
          {...texts}
          meta={field("colorBackground")}
          label={mm.colorBackground}
          hint={mm.colorHint}
          autoComplete="off"
        />
        <AdminField {...texts} meta={field("image")} label={mm.image} autoComplete="off" />
        <AdminField
          {...texts}
          meta={field("images")}
          label={mm.images}
          kind="textarea"
          rows={2}
          className="admin-wide"
        />
      </div>
    </fieldset>
  );
}
